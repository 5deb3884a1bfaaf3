import { expectAccessible, NEXT_YEAR, shoot } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

test('eigenaar volgt een bezette periode en krijgt een melding als de ander de reservering verwijdert', async ({
  page,
  app,
  signInAs,
  coOwnersWithBooking,
}) => {
  const {
    owners: [anna, bram],
    reservationId,
  } = await coOwnersWithBooking(
    'Wachtcamper',
    ['Anna Wacht', 'Bram Wacht'],
    [`${NEXT_YEAR}-04-14`, `${NEXT_YEAR}-04-15`],
  );

  await signInAs(bram);
  await page.goto('/mijn-camper');
  await page.getByRole('link', { name: 'Wachtlijst' }).click();
  const form = page.getByRole('form', { name: 'Periode volgen' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('Van').fill(`${NEXT_YEAR}-04-13`);
  await form.getByLabel('Tot en met').fill(`${NEXT_YEAR}-04-16`);
  await form.getByRole('button', { name: 'Volgen' }).click();
  await expect(page.getByText('Periode gevolgd')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gevolgde perioden' })).toContainText('Wacht op vrije dagen');
  await expectAccessible(page);
  await shoot(page, 'watch-list');

  const cancelled = await app.request(`/api/owner/reservations/${reservationId}`, {
    method: 'DELETE',
    cookie: anna.cookie,
  });
  expect(cancelled.status).toBe(200);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Gevolgde perioden' })).toContainText('Dagen vrijgekomen', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: /^Meldingen, \d+ ongelezen/ }).click();
  await expect(page.getByRole('list', { name: 'Meldingen' })).toContainText('Dagen vrijgekomen');
});
