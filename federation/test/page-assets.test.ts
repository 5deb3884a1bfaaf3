import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageImports, pathContentImports } from '../page-assets-plugin.ts';

describe('pageImports', () => {
  it('reads the rows and lazy imports of a page table', () => {
    const source = `
const A = lazyPage(() => import('./features/a/A.tsx'));
const B = lazyNamed(
  () => import("./features/b/B.tsx"),
  'B',
);
export const pages: PageRow[] = [
  { path: '/x', title: 'X', component: A },
  { path: '/x/:id', title: 'X', component: A },
  {
    path: '/y',
    title: 'Y',
    component: B,
  },
  { path: '/z', title: 'Z', component: NotLazy },
];`;
    expect(Object.fromEntries(pageImports(source))).toEqual({
      '/x': './features/a/A.tsx',
      '/x/:id': './features/a/A.tsx',
      '/y': './features/b/B.tsx',
    });
  });

  it("reads every row of the remotes' real page tables", () => {
    for (const remote of ['mfe-public', 'mfe-owner', 'mfe-admin']) {
      const source = readFileSync(join(import.meta.dirname, '..', '..', remote, 'src', 'pages.tsx'), 'utf8');
      const rows = [...source.matchAll(/path:\s*'/g)].length;
      expect(pageImports(source).size, remote).toBe(rows);
    }
  });
});

describe('pathContentImports', () => {
  it('reads what a page shows by path: lazy imports in place, and elements of lazy components', () => {
    const source = `
const Later = lazyNamed(() => import('./features/later/Later.tsx'), 'Later');
export const CONTENT = {
  '/a': lazyNamed(() => import('./features/a/A.tsx'), 'A'),
  '/a/b': lazyNamed(
    () => import("./features/b/B.tsx"),
    'B',
  ),
  '/a/later': <Later />,
  '/a/eager': <Eager />,
};`;
    expect(Object.fromEntries(pathContentImports(source))).toEqual({
      '/a': './features/a/A.tsx',
      '/a/b': './features/b/B.tsx',
      '/a/later': './features/later/Later.tsx',
    });
  });

  it("reads every lazy entry of the admin's tabs and the owner's pages", () => {
    const read = (remote: string, file: string) =>
      pathContentImports(readFileSync(join(import.meta.dirname, '..', '..', remote, 'src', file), 'utf8'));
    expect(read('mfe-admin', 'admin-tab-content.tsx').size).toBe(9);
    // The two pages an owner lands on are in the area's own chunk.
    expect([...read('mfe-owner', 'owner-page-content.tsx').keys()]).not.toContain('/mijn-camper/kalender');
    expect(read('mfe-owner', 'owner-page-content.tsx').size).toBe(7);
  });
});
