import type { Page } from '@playwright/test';
import { amsterdamToday, expectAccessible, reserveAs, shoot } from '../support/coowner.ts';
import { openDialogOnceListed } from '../support/dialogs.ts';
import { expect, test } from '../support/fixtures.ts';
import { handoverAs } from '../support/handovers.ts';
import { toast } from '../support/toasts.ts';

test.describe.configure({ timeout: 180_000 });

async function followUp(page: Page, status: 'In behandeling' | 'Opgelost', notitie: string): Promise<void> {
  const list = page.getByRole('list', { name: 'Schades' });
  await list.getByRole('button', { name: 'Opvolgen' }).click();
  await list.getByRole('combobox', { name: 'Schadestatus' }).selectOption({ label: status });
  await list.getByLabel('Notitie').fill(notitie);
  await list.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toast(page, 'Overdracht gecorrigeerd').first()).toBeVisible();
}

test.describe('onderhoud en schade', () => {
  test('een kilometerstand maakt de beurt binnenkort en meldt het; een schade gaat van gemeld naar opgelost', async ({
    page,
    app,
    signInAs,
    adminWithCamper,
  }) => {
    const {
      admin,
      owners: [owner],
    } = await adminWithCamper('Zorgcamper', ['Olivia Zorg']);
    const reservation = await reserveAs(app, owner, [amsterdamToday()]);

    // The admin sets a 1,000 km interval in the care plan.
    await page.goto('/admin/dashboard/onderhoud');
    const dialog = await openDialogOnceListed(page, 'Onderhoud van Zorgcamper');
    await dialog.getByLabel('Onderhoud elke (km)').fill('1000');
    await dialog.getByRole('button', { name: 'Plan opslaan' }).click();
    await expect(page.getByText('Onderhoudsplan opgeslagen')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'care-admin-plan');
    await page.keyboard.press('Escape');

    // The owner picks up at 45,000 km and returns at 45,950 km with a damage: 95 % of the interval driven. The
    // handover dialog has its own journey (coowner-owner.spec.ts): these go through its API.
    await handoverAs(app, owner, reservation, { moment: 'ophalen', km: 45_000 });
    await handoverAs(app, owner, reservation, {
      moment: 'terugbrengen',
      km: 45_950,
      schade: 'Deuk in de bumper',
    });

    await signInAs(owner);
    await page.goto('/mijn-camper');
    const card = page.getByRole('region', { name: 'Onderhoud' });
    await expect(card).toContainText('bij 46.000 km', { timeout: 60_000 });
    await expect(card).toContainText('binnenkort');
    await expect(card).toContainText('Deuk in de bumper');
    const bell = await app.request('/api/me/notifications', { cookie: owner.cookie });
    const told = ((await bell.json()) as { meldingen: { soort: string }[] }).meldingen.filter(
      (m) => m.soort === 'onderhoud_nodig',
    );
    expect(told).toHaveLength(1);
    await expectAccessible(page);
    await shoot(page, 'care-owner-mijn-camper');

    // The admin follows the damage up: open, in behandeling, opgelost; the filter shows it under each state.
    await signInAs(admin);
    await page.goto('/admin/dashboard/onderhoud');
    await expect(page.getByRole('list', { name: 'Schades' })).toContainText('Deuk in de bumper', {
      timeout: 60_000,
    });
    await followUp(page, 'In behandeling', 'Garage gebeld');
    await expect(page.getByText('Geen schades met deze status.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Toon schades' }).click();
    await page.getByRole('option', { name: 'In behandeling' }).click();
    await followUp(page, 'Opgelost', 'Bumper vervangen');
    await page.getByRole('combobox', { name: 'Toon schades' }).click();
    await page.getByRole('option', { name: 'Opgelost' }).click();
    await expect(page.getByRole('list', { name: 'Schades' })).toContainText('Bumper vervangen');
    await expectAccessible(page);
    await shoot(page, 'care-admin-damage');

    await signInAs(owner);
    await page.goto('/mijn-camper');
    await expect(page.getByRole('region', { name: 'Onderhoud' })).toContainText('Opgelost', {
      timeout: 60_000,
    });
  });
});
