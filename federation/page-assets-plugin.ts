import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Written beside an app's mf-manifest.json: `pages`, page path → the files its page chunk needs, and `groups`,
 * named chunk group (the shell's `bootstrap`) → its files; js and css, relative to the app's root.
 */
export const PAGE_ASSETS_FILE = 'page-assets.json';

export type PageAssets = { pages: Record<string, string[]>; groups: Record<string, string[]> };

const loadable = (file: string) => file.endsWith('.js') || file.endsWith('.css');

/** `const Name = lazyPage(() => import('./y.tsx'))` or `lazyNamed(() => import('./y.tsx'), 'Y')`: name → request. */
function lazyComponents(source: string): Map<string, string> {
  const requests = new Map<string, string>();
  for (const match of source.matchAll(
    /const\s+(\w+)\s*=\s*lazy(?:Page|Named)\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    requests.set(match[1] ?? '', match[2] ?? '');
  }
  return requests;
}

/**
 * Each path of `src/pages.tsx` with the request of the import its component loads: rows are
 * `{ path: '/x', …, component: Name }` and components `const Name = lazyPage(() => import('./y.tsx'))` or
 * `lazyNamed(() => import('./y.tsx'), 'Y')` (federation/area.tsx). Rows it cannot read get no hints, nothing worse.
 */
export function pageImports(source: string): Map<string, string> {
  const requests = lazyComponents(source);
  const pages = new Map<string, string>();
  for (const match of source.matchAll(/\{\s*path:\s*['"]([^'"]+)['"][^{}]*?component:\s*(\w+)\s*,?\s*\}/g)) {
    const request = requests.get(match[2] ?? '');
    if (request) pages.set(match[1] ?? '', request);
  }
  return pages;
}

/**
 * What a page shows inside itself, loaded when it renders (the admin's tab by path, the owner's page content by
 * path): entries `'/x': lazyNamed(() => import('./y.tsx'), 'Y')` or `'/x': <Name />` of a lazy `Name`, path →
 * request. Their chunks load with the page's own, instead of one more round trip after the page rendered.
 */
export function pathContentImports(source: string): Map<string, string> {
  const components = lazyComponents(source);
  const contents = new Map<string, string>();
  for (const match of source.matchAll(
    /['"](\/[^'"]*)['"]\s*:\s*(?:lazy(?:Page|Named)\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]|<(\w+)\s*\/>)/g,
  )) {
    const request = match[2] ?? components.get(match[3] ?? '');
    if (request) contents.set(match[1] ?? '', request);
  }
  return contents;
}

/** The source files under `dir` (not tests) that hold path-content entries, each with its entries. */
function pathContentTables(dir: string): Map<string, Map<string, string>> {
  const tables = new Map<string, Map<string, string>>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const contents = pathContentImports(readFileSync(file, 'utf8'));
    if (contents.size > 0) tables.set(file, contents);
  }
  return tables;
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
        const src = join(api.context.rootPath, 'src');
        // Which import of which file loads each path: the page table's rows, then what pages show inside by path.
        const tables = new Map<string, Map<string, string>>();
        try {
          tables.set(join(src, 'pages.tsx'), pageImports(readFileSync(join(src, 'pages.tsx'), 'utf8')));
          for (const [file, contents] of pathContentTables(src)) tables.set(file, contents);
        } catch {
          // An app without a page table (the shell): only its named groups.
        }
        const result: PageAssets = { pages: {}, groups: {} };
        for (const group of compilation.chunkGroups) {
          if (group.name) result.groups[group.name] = group.getFiles().filter(loadable).sort();
        }
        // file + request of an import → the files of the chunk group it loads.
        const filesByImport = new Map<string, Set<string>>();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const file = origin.module?.nameForCondition();
            if (!origin.request || !file || !tables.has(file)) continue;
            const key = `${file}\n${origin.request}`;
            const files = filesByImport.get(key) ?? new Set<string>();
            for (const chunkFile of group.getFiles().filter(loadable)) files.add(chunkFile);
            filesByImport.set(key, files);
          }
        }
        const byPath = new Map<string, Set<string>>();
        for (const [file, paths] of tables) {
          for (const [path, request] of paths) {
            const files = byPath.get(path) ?? new Set<string>();
            for (const chunkFile of filesByImport.get(`${file}\n${request}`) ?? []) files.add(chunkFile);
            byPath.set(path, files);
          }
        }
        for (const [path, files] of byPath) if (files.size > 0) result.pages[path] = [...files].sort();
        compilation.emitAsset(PAGE_ASSETS_FILE, new sources.RawSource(JSON.stringify(result, null, 2)));
      });
    },
  };
}
