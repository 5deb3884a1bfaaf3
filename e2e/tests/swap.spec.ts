import { expectAccessible, NEXT_YEAR, shoot } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

test('eigenaar A biedt een reservering aan, B neemt hem over en de credits verhuizen', async ({
  page,
  signInAs,
  coOwnersWithBooking,
}) => {
  const {
    owners: [anna, bram],
  } = await coOwnersWithBooking(
    'Ruilcamper',
    ['Anna Ruil', 'Bram Ruil'],
    // Three low-season days next year: always ahead, whatever day the suite runs.
    [`${NEXT_YEAR}-03-10`, `${NEXT_YEAR}-03-11`, `${NEXT_YEAR}-03-12`],
  );

  await signInAs(anna);
  await page.goto('/mijn-camper');
  await page.getByRole('link', { name: 'Ruilen' }).click();
  await expect(page.getByRole('heading', { name: 'Ruilen', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /^Aanbieden: / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aanbieden' }).click();
  await expect(page.getByText('Reservering aangeboden')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Aanbiedingen' })).toContainText(
    'Aangeboden aan alle mede-eigenaars',
  );
  await expectAccessible(page);
  await shoot(page, 'swap-giver');

  await signInAs(bram);
  await page.goto('/mijn-camper/ruilen');
  await page.getByRole('button', { name: /^Overnemen: / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Overnemen' }).click();
  await expect(page.getByText('Reservering overgenomen')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Aanbiedingen' })).toContainText('Overgenomen');
  await expectAccessible(page);
  await shoot(page, 'swap-acceptor');

  await page.goto('/mijn-camper/kalender');
  await expect(page.getByRole('region', { name: `Credits ${NEXT_YEAR}` })).toContainText(
    'Laagseizoen 7 van 10',
    {
      timeout: 60_000,
    },
  );
  await signInAs(anna);
  await page.goto('/mijn-camper/kalender');
  await expect(page.getByRole('region', { name: `Credits ${NEXT_YEAR}` })).toContainText(
    'Laagseizoen 10 van 10',
    {
      timeout: 60_000,
    },
  );
});

test('eigenaar A biedt een reservering aan vanuit de kalender, aan één mede-eigenaar', async ({
  page,
  signInAs,
  coOwnersWithBooking,
}) => {
  const {
    owners: [anna, bram],
  } = await coOwnersWithBooking(
    'Kalenderruil',
    ['Anna Kalender', 'Bram Kalender'],
    [`${NEXT_YEAR}-04-14`, `${NEXT_YEAR}-04-15`],
  );

  await signInAs(anna);
  await page.goto('/mijn-camper/kalender');
  const offer = page.getByRole('button', { name: /^Aanbieden: / });
  await offer.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('combobox', { name: 'Aanbieden aan' }).click();
  await page.getByRole('option', { name: 'Bram Kalender' }).click();
  await dialog.getByRole('button', { name: 'Aanbieden' }).click();
  await expect(page.getByText('Reservering aangeboden')).toBeVisible();
  // On offer now: the calendar offers it no second time.
  await expect(offer).toHaveCount(0);
  // A keyboard user keeps their place: the offered reservation's row has the focus, not the page's body.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-reservation-id') ?? false))
    .toBe(true);
  await expectAccessible(page);
  await shoot(page, 'swap-from-calendar');

  await signInAs(bram);
  await page.goto('/mijn-camper/ruilen');
  await expect(page.getByRole('list', { name: 'Aanbiedingen' })).toContainText('Van Anna Kalender, voor jou');
});
