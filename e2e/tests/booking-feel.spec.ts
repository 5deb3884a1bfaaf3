import { amsterdamYearMonth, expectAccessible, giveCredits } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

// Next year's January: 1–7 high season, from the 8th low season; always in the future and bookable.
const NOW = amsterdamYearMonth();
const Y = NOW.year + 1;
const d = (mmdd: string) => `${Y}-${mmdd}`;

test('een eigenaar kiest op de telefoon een periode, leest wat het kost, reserveert en verwijdert met de focus op de goede plek', async ({
  page,
  app,
  loginAs,
}) => {
  const me = await loginAs('owner');
  const admin = await app.createAdmin();
  await giveCredits(app, admin, me, 5, { hoog: 6, laag: 10 });
  const rule = await app.request(`/api/admin/campers/${me.camperId}/rules`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { max_aaneengesloten_hoogseizoen: 2 },
  });
  expect(rule.status).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mijn-camper/kalender');
  const next = page.getByRole('button', { name: 'Volgende maand' });
  for (let i = 0; i < 13 - NOW.month; i++) await next.click();
  await expect(page.getByRole('heading', { name: new RegExp(`januari ${Y}`, 'i') })).toBeVisible();
  const day = (date: string) => page.locator(`[data-date="${date}"]`);

  // Without a selection the button stays in its place; the period: first day, then last day.
  const reserve = page.getByRole('button', { name: /^Reserveer deze/ });
  await expect(reserve).toHaveText('Reserveer deze 0 dag(en)');
  await page.getByText('Periode kiezen (eerste en laatste dag)').click();
  await day(d('01-05')).click();
  await expect(page.getByText('Tik nu op de laatste dag van je periode.')).toBeVisible();
  await day(d('01-09')).click();
  for (const date of ['01-05', '01-06', '01-07', '01-08', '01-09'])
    await expect(day(d(date))).toHaveAttribute('aria-pressed', 'true');
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toHaveText(
    `5 dagen: 3 hoogseizoen + 2 laagseizoen, daarna over: ${Y}: 3 hoogseizoen + 8 laagseizoen`,
  );
  // The camper's fair-use rule, said before confirming.
  await expect(page.getByText('Je kunt maximaal 2 hoogseizoendagen achter elkaar reserveren.')).toBeVisible();
  await day(d('01-05')).click();
  await expect(summary).toHaveText(
    `4 dagen: 2 hoogseizoen + 2 laagseizoen, daarna over: ${Y}: 4 hoogseizoen + 8 laagseizoen`,
  );
  await expect(page.getByText('Je kunt maximaal 2 hoogseizoendagen achter elkaar reserveren.')).toBeHidden();

  // The last week row brought into view stops above the sticky reserve button.
  const lastRow = day(d('01-31'));
  await lastRow.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const rowBox = await lastRow.boundingBox();
  const barBox = await reserve.boundingBox();
  if (!rowBox || !barBox) throw new Error('not on screen');
  expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(barBox.y);
  await lastRow.click({ trial: true });
  await page.screenshot({ path: test.info().outputPath('booking-390.png') });
  await expectAccessible(page);

  await reserve.click();
  await expect(toast(page, 'Reservering gemaakt')).toContainText('Je hebt 4 dag(en) gereserveerd.');
  const row = page.locator('[data-reservation-id]');
  await expect(row).toBeFocused();
  await expect(row).toContainText('4 dagen (2 hoogseizoen, 2 laagseizoen)');

  await page.getByRole('button', { name: /^Reservering .* verwijderen$/ }).click();
  const confirm = page.getByRole('alertdialog');
  // Opening the dialog on a phone cleared the toast that would sit over it.
  await expect(toast(page, 'Reservering gemaakt')).toBeHidden();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toast(page, 'Reservering verwijderd')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeFocused();

  await page.setViewportSize({ width: 1440, height: 900 });
  await day(d('01-12')).click();
  await page.screenshot({ path: test.info().outputPath('booking-1440.png'), fullPage: true });
});
