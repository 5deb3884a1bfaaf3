import { fileURLToPath } from 'node:url';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';

const shellRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the service worker (src/service-worker/sw.ts, on Workbox) into `dist/sw.js` after the shell's build: one
 * classic script for a worker, no chunks and no federation. Its `self.__WB_MANIFEST` stays in place; the BFF puts
 * the precache list there when it serves `/sw.js` (docs/decisions/0088-workbox-service-worker.md).
 */
export function pluginServiceWorker(): RsbuildPlugin {
  return {
    name: 'camperdeel:service-worker',
    setup(api) {
      api.onAfterBuild(async () => {
        const worker = await createRsbuild({
          cwd: shellRoot,
          rsbuildConfig: {
            source: { entry: { sw: './src/service-worker/sw.ts' } },
            output: {
              target: 'web-worker',
              distPath: { root: 'dist', js: '' },
              filename: { js: '[name].js' },
              filenameHash: false,
              cleanDistPath: false,
              sourceMap: false,
              legalComments: 'none',
            },
            performance: { chunkSplit: { strategy: 'all-in-one' } },
          },
        });
        await worker.build();
      });
    },
  };
}
