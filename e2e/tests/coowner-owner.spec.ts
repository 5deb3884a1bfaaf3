import type { Locator, Page } from '@playwright/test';
import {
  amsterdamToday,
  expectAccessible,
  giveCredits,
  NEXT_YEAR,
  reserveAs,
  shoot,
  THIS_YEAR,
} from '../support/coowner.ts';
import { openDialogOnceListed } from '../support/dialogs.ts';
import { expect, test } from '../support/fixtures.ts';
import { addSessionCookie } from '../support/sessions.ts';
import { toast } from '../support/toasts.ts';
import { PNG } from '../support/uploads.ts';

/** Saves an open handover dialog with a valid reading and a photo, and waits for the confirmation. */
async function saveHandover(page: Page, dialog: Locator, km: string, photo: string): Promise<void> {
  await dialog.getByLabel('Kilometerstand').fill(km);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: photo, mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toast(page, 'Overdracht geregistreerd').first()).toBeVisible();
}

// Long journeys on a shared, heavily loaded machine: room beyond the default minute.
test.describe.configure({ timeout: 180_000 });

test.describe('mede-eigenaarschap: kalender', () => {
  test('geblokkeerde dagen, agenda, gebruik per eigenaar, credithistorie en agenda-link', async ({
    page,
    app,
    ownerWithCredits,
  }) => {
    const { me, admin } = await ownerWithCredits();
    const camperId = me.camperId ?? '';
    const anna = await app.createOwner(camperId, { naam: 'Anna Jansen' });
    await giveCredits(app, admin, anna);
    await reserveAs(app, anna, [`${NEXT_YEAR}-03-02`, `${NEXT_YEAR}-03-03`]);
    await reserveAs(app, me, [`${NEXT_YEAR}-04-07`]);
    const blocked = await app.request(`/api/admin/campers/${camperId}/blocks`, {
      cookie: admin.cookie,
      json: { start_datum: `${NEXT_YEAR}-03-10`, eind_datum: `${NEXT_YEAR}-03-12`, reden: 'APK' },
    });
    expect(blocked.status).toBe(201);

    await page.goto('/mijn-camper/kalender');
    // The remote and its data load after the shell; on a loaded machine that can take a while.
    await expect(page.getByRole('list', { name: 'Eigenaars' })).toContainText('Geblokkeerd (onderhoud)', {
      timeout: 60_000,
    });
    const agenda = page.getByRole('list', { name: 'Agenda' });
    await expect(agenda).toContainText('Anna Jansen');
    await expect(agenda).toContainText('Geblokkeerd');
    await expect(agenda).toContainText('APK');
    await expect(agenda).toContainText('Jij');

    // The blocked days are greyed in their own style and cannot be chosen.
    const next = page.getByRole('button', { name: 'Volgende maand' });
    const months = 12 - Number(amsterdamToday().slice(5, 7)) + 3;
    for (let i = 0; i < months; i++) await next.click();
    const blockedDay = page.locator(`[data-date="${NEXT_YEAR}-03-11"]`);
    await expect(blockedDay).toHaveAttribute('title', 'Geblokkeerd: APK');
    await expect(blockedDay).toHaveAttribute('data-tone', 'geblokkeerd');
    await blockedDay.click({ force: true });
    await expect(page.getByRole('button', { name: /Reserveer deze/ })).toBeDisabled();

    // Fair use: next year's chart in text too.
    await page.getByRole('button', { name: String(NEXT_YEAR), exact: true }).click();
    await expect(page.getByText('Anna Jansen: 2 dagen (0 hoogseizoen, 2 laagseizoen)')).toBeVisible();
    await expect(page.getByRole('img', { name: `Gebruik per mede-eigenaar in ${NEXT_YEAR}` })).toBeVisible();

    // Credit history lists the spending.
    await expect(page.getByRole('list', { name: 'Credithistorie' })).toContainText('Reservering');

    // The calendar link works without login, and a new link kills the old one.
    const link = page.getByRole('textbox', { name: 'Agenda-link' });
    await expect(link).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const oldUrl = await link.inputValue();
    const feed = await app.request(new URL(oldUrl).pathname);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await page.getByRole('button', { name: 'Nieuwe link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Nieuwe link' }).click();
    await expect(toast(page, 'Nieuwe link gemaakt')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(link).not.toHaveValue(oldUrl);
    expect((await app.request(new URL(oldUrl).pathname)).status).toBe(404);

    await expectAccessible(page);
    await shoot(page, 'coowner-kalender');
    expect(THIS_YEAR).toBeLessThan(NEXT_YEAR);
  });
});

test.describe('mede-eigenaarschap: overdracht', () => {
  test('ophalen en terugbrengen registreren; foute invoer geeft een Nederlandse fout; logboek op /mijn-camper', async ({
    page,
    app,
    ownerWithCredits,
  }) => {
    const { me } = await ownerWithCredits();
    const camperId = me.camperId ?? '';
    const bert = await app.createOwner(camperId, { naam: 'Bert Visser' });
    await reserveAs(app, me, [amsterdamToday()]);

    await page.goto('/mijn-camper/kalender');
    const pickUp = await openDialogOnceListed(page, 'Ophalen registreren');
    await pickUp.getByLabel('Kilometerstand').fill('veel');
    await pickUp.getByLabel('Brandstof (%)').fill('80');
    await pickUp.getByRole('button', { name: 'Opslaan' }).click();
    await expect(pickUp.getByRole('alert')).toContainText('Kilometerstand moet een geheel getal zijn');
    await saveHandover(page, pickUp, '45210', 'voor.png');
    await expect(page.getByText('Opgehaald: 45.210 km')).toBeVisible();

    await page.getByRole('button', { name: 'Terugbrengen registreren' }).click();
    const ret = page.getByRole('dialog', { name: 'Terugbrengen registreren' });
    await ret.getByLabel('Kilometerstand').fill('45000');
    await ret.getByLabel('Brandstof (%)').fill('40');
    await ret.getByRole('button', { name: 'Opslaan' }).click();
    await expect(ret.getByRole('alert')).toContainText('lager dan de laatst geregistreerde stand');
    await ret.getByLabel('Schade').fill('Kras op de schuifdeur');
    await saveHandover(page, ret, '45630', 'kras.png');
    await expect(page.getByText('Teruggebracht: 45.630 km')).toBeVisible();

    // A co-owner sees the log with the damage and its photo on /mijn-camper.
    await page.context().clearCookies();
    await addSessionCookie(page.context(), app, bert);
    await page.goto('/mijn-camper');
    const log = page.getByRole('region', { name: 'Overdrachtlogboek' });
    await expect(log).toContainText('45.630 km', { timeout: 60_000 });
    await expect(log).toContainText('Kras op de schuifdeur');
    await expect(log).toContainText('40%');
    const photo = log.getByRole('img', { name: 'Foto 1 bij terugbrengen' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    await shoot(page, 'coowner-mijn-camper');
  });
});
