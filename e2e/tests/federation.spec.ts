import { logInThroughForm } from '../support/auth-form.ts';
import {
  expectInAppLanding,
  expectSameDocument,
  fromNotFoundToLanding,
  markDocument,
  visitFromLanding,
} from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';
import { installReactProbe, reactRenderers, sharedUse } from '../support/react-probe.ts';

const FALLBACK = 'Dit onderdeel is tijdelijk niet beschikbaar';

test.describe('Module Federation', () => {
  test('precies één React, geleverd door de shell en gebruikt door alle drie de onderdelen', async ({
    page,
    loginAs,
  }) => {
    await installReactProbe(page);
    await loginAs('owner');
    await fromNotFoundToLanding(page);
    // In one document: /auth (mfe_public) sends the eigenaar on to /mijn-camper (mfe_owner); then /admin (mfe_admin).
    await visitFromLanding(page, 'naar mijn camper', 'Mijn Camper');
    await page.getByRole('link', { name: 'admin', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await expectSameDocument(page);

    // One react-dom registered itself: one renderer for the shell and every area.
    expect(await reactRenderers(page)).toHaveLength(1);
    const shared = await sharedUse(page, ['react', 'react-dom', 'react/jsx-runtime']);
    for (const [name, use] of Object.entries(shared)) {
      expect(use.providers, `${name} provided by`).toEqual(['shell']);
      expect(use.versions, `${name} versions`).toHaveLength(1);
    }
    // Every area renders with the shell's React (react-dom is only asked for by code that portals or renders roots).
    for (const name of ['react', 'react/jsx-runtime']) {
      expect(shared[name]?.usedBy, `${name} used by`).toEqual(
        expect.arrayContaining(['mfe_admin', 'mfe_owner', 'mfe_public']),
      );
    }
  });

  test('een onderdeel waarvan de server uit staat toont de Nederlandse melding; de rest blijft werken en "Opnieuw proberen" herstelt zonder herladen', async ({
    page,
    appWithRemote,
  }) => {
    const { remote: admin, app } = await appWithRemote('mfe_admin');
    await admin.stop();

    await fromNotFoundToLanding(page, app.url);
    await page.getByRole('link', { name: 'admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(FALLBACK)).toBeVisible();

    // The landing and the public area keep working while the admin remote is down.
    await page.goBack();
    await expectInAppLanding(page);
    await visitFromLanding(page, 'een camper vinden', 'Welkom bij Camperdeel');
    await page.getByRole('link', { name: 'admin', exact: true }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible();

    await admin.start();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expectSameDocument(page);
    expect(admin.requests).toContain('/remoteEntry.js');
  });

  test('een onderdeel dat niet antwoordt geeft na de time-out de melding in plaats van eeuwig te laden', async ({
    page,
    appWithRemote,
  }) => {
    // Both attempts together stay within REMOTE_BUDGET_MS (shell/src/remotes/registry.ts).
    test.setTimeout(90_000);
    const { remote: admin, app } = await appWithRemote('mfe_admin');
    admin.hang();

    await page.goto(`${app.url}/admin`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 40_000 });
    expect(admin.requests).toContain('/mf-manifest.json');
    await markDocument(page);

    admin.answer();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible({ timeout: 30_000 });
    await expectSameDocument(page);
  });

  test('een onderdeel van een andere origin dan de shell laadt gewoon (apart uitgerold)', async ({
    page,
    appWithRemote,
  }) => {
    const { remote, app } = await appWithRemote('mfe_public');
    const fromShellOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${app.url}/remotes/mfe_public/`)) fromShellOrigin.push(request.url());
    });

    await page.goto(`${app.url}/auth?redirect=dashboard`);
    await expect(page.getByRole('heading', { name: 'Welkom bij Camperdeel' })).toBeVisible();
    // The remote's code comes from its own origin; its API calls and the session cookie stay with the shell's BFF.
    const prospect = await app.createProspect();
    await logInThroughForm(page, prospect.email, prospect.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();

    expect(new URL(remote.origin).origin).not.toBe(new URL(app.url).origin);
    expect(remote.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(remote.requests.some((path) => path.startsWith('/static/js/'))).toBe(true);
    expect(fromShellOrigin).toEqual([]);
  });
});
