import { expect, test } from '../support/fixtures.ts';

/**
 * Each remote's own page (isolated development, ADR one-mf-runtime.md) starts without the shell: the remotes take
 * the MF runtime core from their host, so the standalone page must bring its own (`mf-runtime.js`) or React never
 * mounts.
 */
for (const remote of ['mfe_public', 'mfe_owner', 'mfe_admin'] as const) {
  test(`de losse pagina van ${remote} start zonder de shell`, async ({ page, serveRemote }) => {
    const server = await serveRemote(remote);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${server.origin}/index.html`);

    // Any rendered route (here the router's "not found" for /index.html) proves the shared React started.
    await expect(page.locator('#root > *').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
    expect(server.requests).toContain('/mf-runtime.js');
  });
}
