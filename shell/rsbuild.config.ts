import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CHUNK_LOAD_TIMEOUT_MS, DEV_PORTS, hostFederation } from '../federation/config.ts';
import { FAVICON_DATA_URL } from '../federation/favicon.ts';
import { pluginPageAssets } from '../federation/page-assets-plugin.ts';
import { pluginServiceWorker } from './build/service-worker.ts';
import { pluginStaticLanding } from './build/static-landing.ts';

const bff = `http://localhost:${process.env.PORT ?? DEV_PORTS.bff}`;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(hostFederation()),
    pluginStaticLanding(),
    pluginPageAssets(),
    pluginServiceWorker(),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: '../federation/index.html',
    title: 'Camperdeel',
    tags: [
      { tag: 'link', attrs: { rel: 'icon', href: FAVICON_DATA_URL } },
      // Fetched by the bootstrap chunk; starting it with the HTML takes it off the critical path.
      {
        tag: 'link',
        attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' },
      },
    ],
  },
  output: { cleanDistPath: true },
  tools: { rspack: { output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } } },
  server: {
    port: DEV_PORTS.shell,
    strictPort: true,
    historyApiFallback: true,
    // The BFF answers the API, the files and the runtime remote configuration in dev as in production.
    proxy: { '/api': bff, '/files': bff, '/remotes.json': bff, '/client-log': bff },
  },
});
