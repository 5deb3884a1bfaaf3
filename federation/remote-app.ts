import { existsSync } from 'node:fs';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CHUNK_LOAD_TIMEOUT_MS, DEV_PORTS, remoteFederation } from './config.ts';
import { FAVICON_DATA_URL } from './favicon.ts';
import { pluginPageAssets } from './page-assets-plugin.ts';

type RemoteName = 'mfe_public' | 'mfe_owner' | 'mfe_admin';

/** A plain script built beside the remote, without Module Federation (the partner embed). */
export type PlainScript = { entry: string; distPath: string; filename: string };

/** The remote's first screen for the BFF's server render (docs/decisions/0063-first-screen-from-the-components.md). */
const SERVER_ENTRY = './src/first-screen.server.tsx';

/**
 * The server build: one ES module file for Node with React and the components inside, so the BFF renders the
 * same components with the same React the file was built with. Without Module Federation: the BFF loads the
 * file from the remote's build output, and a remote served from elsewhere simply has no first screen.
 */
const serverEnvironment = {
  source: { entry: { 'first-screen': SERVER_ENTRY } },
  output: {
    target: 'node' as const,
    distPath: { root: 'dist-server', js: '', css: '' },
    filename: { js: '[name].mjs' },
    filenameHash: false,
    emitCss: false,
    sourceMap: false,
    assetPrefix: '/',
  },
  performance: { chunkSplit: { strategy: 'all-in-one' as const } },
  // Lazy pages inlined too: one file to load, whoever imports it (the BFF, or a test runner's module loader).
  tools: { htmlPlugin: false, rspack: { output: { asyncChunks: false } } },
};

/**
 * The Rsbuild config of a remote: its MF container, its standalone page (own index.html, own router) for
 * isolated development, and a dev server that proxies the API to the BFF.
 */
export function defineRemoteConfig(
  name: RemoteName,
  exposes: Record<string, string>,
  title: string,
  scripts: Record<string, PlainScript> = {},
): RsbuildConfig {
  const bff = `http://localhost:${process.env.PORT ?? DEV_PORTS.bff}`;
  const allScripts: Record<string, PlainScript> = {
    ...scripts,
    mfRuntime: { entry: '../federation/provide-runtime.ts', distPath: 'dist', filename: 'mf-runtime.js' },
  };
  const plainScripts = Object.fromEntries(
    Object.entries(allScripts).map(([key, script]) => [
      key,
      {
        source: { entry: { [key]: script.entry } },
        output: {
          distPath: { root: script.distPath, js: '', css: '' },
          filename: { js: script.filename },
          // One file, no chunks: the page that runs it has no bundler runtime to load more from a known place.
          filenameHash: false,
          cleanDistPath: false,
        },
        performance: { chunkSplit: { strategy: 'all-in-one' as const } },
        tools: { htmlPlugin: false },
      },
    ]),
  );
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation(remoteFederation(name, exposes), { environment: 'web' }),
      pluginPageAssets(),
    ],
    environments: {
      web: { source: { entry: { index: './src/index.ts' } } },
      ...plainScripts,
      ...(existsSync(SERVER_ENTRY) ? { server: serverEnvironment } : {}),
    },
    html: {
      template: '../federation/index.html',
      title,
      tags: [
        { tag: 'link', attrs: { rel: 'icon', href: FAVICON_DATA_URL } },
        // Before the entry: the standalone page's MF runtime core (the shell provides it inside the shell).
        { tag: 'script', attrs: { src: 'mf-runtime.js' }, head: true, append: false, publicPath: true },
      ],
    },
    output: {
      // Chunks resolve against wherever remoteEntry.js was loaded from, not the host page's origin (RUNTIME-001).
      assetPrefix: 'auto',
      cleanDistPath: true,
    },
    server: {
      port: DEV_PORTS[name],
      strictPort: true,
      historyApiFallback: true,
      // The shell (another origin in dev) fetches the manifest and chunks.
      cors: { origin: '*' },
      proxy: { '/api': bff, '/files': bff },
    },
    tools: { rspack: { output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } } },
    dev: {
      assetPrefix: 'auto',
      // Lazy compilation asks the page's origin to compile a chunk; inside the shell that is the wrong server.
      lazyCompilation: false,
    },
  });
}
