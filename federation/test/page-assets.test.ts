import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageImports } from '../page-assets-plugin.ts';

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
