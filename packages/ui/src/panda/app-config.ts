import { type Config, defineConfig } from '@pandacss/dev';
import { camperdeelPreset } from './preset.ts';

export interface AppPandaOptions {
  /**
   * Emit Panda's CSS reset. The shell owns the reset (true); a remote mounted inside the shell sets false so
   * it does not restyle the host's page a second time.
   */
  preflight: boolean;
  /** Source globs of the app, relative to the app folder. Default: `./src/**\/*.{ts,tsx}`. */
  include?: string[];
  /** Anything else Panda accepts; merged last. */
  overrides?: Omit<Config, 'presets' | 'include' | 'preflight' | 'outdir' | 'importMap'>;
}

/** The single generated styled-system lives in packages/ui; every app and every component imports from it. */
export const IMPORT_MAP = '@camperdeel/ui/styled-system';

/**
 * Panda settings every Camperdeel app and the ui package itself share. Paths are relative to the folder Panda
 * runs in: an app at the repository's top level (shell/, mfe-*), with the ui package at ../packages/ui.
 */
export function defineAppConfig(options: AppPandaOptions, uiRoot = '../packages/ui') {
  return defineConfig({
    presets: [camperdeelPreset],
    preflight: options.preflight,
    // packages/client holds the components that wire the kit to the API (profile form, account cards, bell).
    include: [
      ...(options.include ?? ['./src/**/*.{ts,tsx}']),
      `${uiRoot}/src/**/*.{ts,tsx}`,
      `${uiRoot}/../client/src/**/*.{ts,tsx}`,
    ],
    exclude: ['**/*.test.{ts,tsx}', '**/node_modules/**'],
    outdir: `${uiRoot}/styled-system`,
    importMap: IMPORT_MAP,
    jsxFramework: 'react',
    // Classes are extracted from source text: keep them readable in dev tools and identical across apps.
    hash: false,
    strictTokens: false,
    ...options.overrides,
  });
}
