import { isWebPagePath, WEB_PAGE_PATHS } from '@camperdeel/rules/web-paths';
import { describe, expect, test } from 'vitest';

/** The paths of a remote's page table, imported for real (a computed specifier: bff's tsc does not compile JSX). */
async function pagePaths(remote: string): Promise<string[]> {
  const module: unknown = await import(`../../../${remote}/src/pages.tsx`);
  const pages = (module as { pages?: unknown }).pages;
  if (!Array.isArray(pages)) throw new Error(`${remote} exports no pages table`);
  return pages.map((page: { path?: unknown }) => String(page.path));
}

/**
 * The server decides 200 or 404 from WEB_PAGE_PATHS; the screens decide from each remote's page table. If the two
 * drift apart, a real page gets HTTP 404 (or a 404 page gets 200): one list, checked against every table.
 */
describe('the known page paths', () => {
  test('every remote page table equals its part of WEB_PAGE_PATHS, and the rest is the landing page', async () => {
    const tables = (
      await Promise.all(['mfe-public', 'mfe-owner', 'mfe-admin'].map((remote) => pagePaths(remote)))
    ).flat();
    expect(new Set(tables).size).toBe(tables.length);
    expect([...tables].sort()).toEqual(WEB_PAGE_PATHS.filter((path) => path !== '/').sort());
    expect(WEB_PAGE_PATHS).toContain('/');
  });

  test("they include the product's page routes (docs/product/: screens) and the co-owners page", () => {
    for (const path of [
      '/auth',
      '/admin/dashboard/facturen',
      '/dashboard/how-it-works',
      '/mijn-camper/help',
      '/mijn-camper/mede-eigenaars',
    ]) {
      expect(isWebPagePath(path)).toBe(true);
    }
  });

  test('match whole segments like the page tables: trailing slash ignored, parameters one segment', () => {
    expect(isWebPagePath('/dashboard/')).toBe(true);
    expect(isWebPagePath('/dashboardx')).toBe(false);
    expect(isWebPagePath('/dashboard/profile/extra')).toBe(false);
    expect(isWebPagePath('/x/42', ['/x/:id'])).toBe(true);
    expect(isWebPagePath('/x/42/y', ['/x/:id'])).toBe(false);
  });
});
