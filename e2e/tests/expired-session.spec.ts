import { logInThroughForm } from '../support/auth-form.ts';
import { amsterdamYearMonth } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';
import { toast } from '../support/toasts.ts';

const NOW = amsterdamYearMonth();
const NEXT = NOW.month === 12 ? { year: NOW.year + 1, month: 1 } : { year: NOW.year, month: NOW.month + 1 };
const d = (day: number) =>
  `${NEXT.year}-${String(NEXT.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

test('een verlopen sessie op de kalender: één melding, inloggen, terug op de kalender met dezelfde dagen', async ({
  page,
  app,
  ownerWithCredits,
}) => {
  const { me } = await ownerWithCredits();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mijn-camper/kalender');
  await page.getByRole('button', { name: 'Volgende maand' }).click();
  const day = (date: string) => page.locator(`[data-date="${date}"]`);
  for (const date of [d(2), d(3)]) await day(date).click();
  await expect(page.getByRole('button', { name: 'Reserveer deze 2 dag(en)' })).toBeVisible();

  // The session ends on the server while the owner is choosing.
  await app.db.deleteFrom('sessions').where('user_id', '=', me.id).execute();
  await page.getByRole('button', { name: 'Reserveer deze 2 dag(en)' }).click();

  await expect(page).toHaveURL(/\/auth\?redirect=mijn-camper$/);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(toast(page, 'Sessie verlopen')).toBeVisible();
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(1);

  // A wrong password first, then the right one: only 'Welkom terug!' stays.
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.locator('[data-scope="toast"][data-type="error"][data-state="open"]')).toHaveCount(1);
  await page.getByLabel('Wachtwoord').fill(me.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();

  await expect(page).toHaveURL(/\/mijn-camper\/kalender$/);
  await expect(toast(page, 'Welkom terug!')).toBeVisible();
  await expect(page.locator('[data-scope="toast"][data-part="root"][data-state="open"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Volgende maand' }).click();
  for (const date of [d(2), d(3)]) await expect(day(date)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Reserveer deze 2 dag(en)' })).toBeVisible();
});

test('na inloggen nooit naar een ander domein, wat er ook als terugweg bewaard is', {
  tag: BROWSER_ONLY_TAG,
}, async ({ page, createUser }) => {
  const owner = await createUser('owner');
  await page.goto('/auth?redirect=mijn-camper');
  await page.evaluate(() =>
    sessionStorage.setItem('camperdeel.terug-na-inloggen', '//evil.example/mijn-camper'),
  );
  await page.reload();
  await logInThroughForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/mijn-camper$/);
});
