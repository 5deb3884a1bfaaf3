import type { Page } from '@playwright/test';
import { expectAccessible, NEXT_YEAR, shoot } from '../support/coowner.ts';
import { openDialogOnceListed } from '../support/dialogs.ts';
import { expect, test } from '../support/fixtures.ts';
import { wishesAs } from '../support/rounds.ts';

test.describe.configure({ timeout: 240_000 });

const d = (monthDay: string) => `${NEXT_YEAR}-${monthDay}`;

/** The owner ranks their wishes on the page, best first, and saves them. */
async function enterWishes(page: Page, wishes: [string, string][]) {
  await page.goto('/mijn-camper/wensronde');
  const form = page.getByRole('form', { name: `Mijn wensen ${NEXT_YEAR}` });
  await expect(form).toBeVisible({ timeout: 60_000 });
  for (const [index, [start, end]] of wishes.entries()) {
    await form.getByRole('button', { name: 'Wens toevoegen' }).click();
    await form.getByLabel(`Wens ${index + 1} van`).fill(start);
    await form.getByLabel('Tot en met').nth(index).fill(end);
  }
  await form.getByRole('button', { name: 'Wensen opslaan' }).click();
  await expect(page.getByText('Wensen opgeslagen')).toBeVisible();
}

test.describe('wensronde: eerlijke verdeling van de zomer', () => {
  test('admin opent een ronde, drie eigenaars geven wensen op, admin wijst toe, eigenaar ziet uitslag en kalender', async ({
    page,
    app,
    signInAs,
    adminWithCamper,
  }) => {
    const {
      admin,
      owners: [anna, bram, cees],
    } = await adminWithCamper('Zomercamper', ['Anna Zomer', 'Bram Zomer', 'Cees Zomer']);

    await page.goto('/admin/dashboard/campers');
    const dialog = await openDialogOnceListed(page, 'Wensrondes van Zomercamper');
    await expect(dialog).toContainText('Geen wensrondes.');
    await dialog.getByLabel('Jaar').fill(String(NEXT_YEAR));
    await dialog.getByLabel('Sluitdatum').fill(d('03-01'));
    await dialog.getByRole('button', { name: 'Wensronde openen' }).click();
    await expect(page.getByText('Wensronde geopend')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Wensrondes' })).toContainText(
      `${NEXT_YEAR} · Sluit op 1 maart`,
    );
    await expectAccessible(page);
    await shoot(page, 'wish-round-admin-open');

    // Anna and Bram want the same July week, Anna a later one second; Cees wants August. Anna ranks hers on the
    // page; Bram's and Cees's go through the API the page uses.
    await signInAs(anna);
    await enterWishes(page, [
      [d('07-01'), d('07-03')],
      [d('07-10'), d('07-12')],
    ]);
    await expectAccessible(page);
    await shoot(page, 'wish-round-owner-wishes');
    await wishesAs(app, bram, NEXT_YEAR, [[d('07-01'), d('07-03')]]);
    await wishesAs(app, cees, NEXT_YEAR, [[d('08-01'), d('08-03')]]);

    await signInAs(admin);
    await page.goto('/admin/dashboard/campers');
    await page.getByRole('button', { name: 'Wensrondes van Zomercamper' }).click();
    await dialog.getByRole('button', { name: `Wensronde ${NEXT_YEAR} toewijzen` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Toewijzen' }).click();
    await expect(page.getByText('Wensronde toegewezen')).toBeVisible();
    const wishes = dialog.getByRole('table', { name: `Wensen ${NEXT_YEAR}` });
    await expect(wishes.getByRole('row')).toHaveCount(5);
    await expect(wishes).toContainText('bezet');
    await expectAccessible(page);
    await shoot(page, 'wish-round-admin-outcome');

    // Cees's week was nobody else's: granted, and in his calendar.
    await signInAs(cees);
    await page.goto('/mijn-camper/wensronde');
    const draw = page.getByRole('table', { name: `Loting ${NEXT_YEAR}` });
    await expect(draw.getByRole('row')).toHaveCount(4, { timeout: 60_000 });
    await expect(draw).toContainText('Cees Zomer');
    const outcome = page.getByRole('table', { name: `Wensen ${NEXT_YEAR}` });
    await expect(outcome.getByRole('row').filter({ hasText: 'Cees Zomer' })).toContainText('toegewezen');
    await expectAccessible(page);
    await shoot(page, 'wish-round-owner-outcome');
    await page.goto('/mijn-camper/kalender');
    await expect(page.getByRole('region', { name: 'Mijn Reserveringen' })).toContainText(
      `1 aug. ${NEXT_YEAR} - 3 aug. ${NEXT_YEAR}`,
      { timeout: 60_000 },
    );
  });
});
