import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Written beside an app's mf-manifest.json: `pages`, page path → the files its page chunk needs, and `groups`,
 * named chunk group (the shell's `bootstrap`) → its files; js and css, relative to the app's root.
 */
export const PAGE_ASSETS_FILE = 'page-assets.json';

export type PageAssets = { pages: Record<string, string[]>; groups: Record<string, string[]> };

const loadable = (file: string) => file.endsWith('.js') || file.endsWith('.css');

/**
 * Each path of `src/pages.tsx` with the request of the import its component loads: rows are
 * `{ path: '/x', …, component: Name }` and components `const Name = lazyPage(() => import('./y.tsx'))` or
 * `lazyNamed(() => import('./y.tsx'), 'Y')` (federation/area.tsx). Rows it cannot read get no hints, nothing worse.
 */
export function pageImports(source: string): Map<string, string> {
  const requests = new Map<string, string>();
  for (const match of source.matchAll(
    /const\s+(\w+)\s*=\s*lazy(?:Page|Named)\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    requests.set(match[1] ?? '', match[2] ?? '');
  }
  const pages = new Map<string, string>();
  for (const match of source.matchAll(/\{\s*path:\s*['"]([^'"]+)['"][^{}]*?component:\s*(\w+)\s*,?\s*\}/g)) {
    const request = requests.get(match[2] ?? '');
    if (request) pages.set(match[1] ?? '', request);
  }
  return pages;
}

/**
 * Writes PAGE_ASSETS_FILE: the server turns it into preload hints for the page in the address bar
 * (bff/src/web/preload-hints.ts), so a page's chunks load with the HTML instead of after the area rendered.
 */
export function pluginPageAssets(): RsbuildPlugin {
  return {
    name: 'camperdeel:page-assets',
    setup(api) {
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => {
        let pages = new Map<string, string>();
        try {
          pages = pageImports(readFileSync(join(api.context.rootPath, 'src', 'pages.tsx'), 'utf8'));
        } catch {
          // An app without a page table (the shell): only its named groups.
        }
        const result: PageAssets = { pages: {}, groups: {} };
        for (const group of compilation.chunkGroups) {
          if (group.name) result.groups[group.name] = group.getFiles().filter(loadable).sort();
        }
        const filesByRequest = new Map<string, Set<string>>();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            if (!origin.request || !origin.module?.nameForCondition()?.endsWith(join('src', 'pages.tsx')))
              continue;
            const files = filesByRequest.get(origin.request) ?? new Set<string>();
            for (const file of group.getFiles().filter(loadable)) files.add(file);
            filesByRequest.set(origin.request, files);
          }
        }
        for (const [path, request] of pages) {
          const files = filesByRequest.get(request);
          if (files) result.pages[path] = [...files].sort();
        }
        compilation.emitAsset(PAGE_ASSETS_FILE, new sources.RawSource(JSON.stringify(result, null, 2)));
      });
    },
  };
}
