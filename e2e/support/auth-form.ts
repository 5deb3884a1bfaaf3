import { expect, type Page } from '@playwright/test';

/** The password every account registered through the form gets. */
const PASSWORD = 'zomer-aan-zee-2026';

/**
 * Registration step 1 (Basisgegevens) on the open /auth page, for a new address made from `prefix`: it creates the
 * account and goes on to step 2 (Persoonlijke gegevens). Returns the address.
 */
export async function registerBasics(page: Page, naam: string, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@test.camperdeel.nl`;
  await page.getByLabel('Naam').fill(naam);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeVisible();
  return email;
}

/** Logs in through the open /auth page's form: its Inloggen tab, then the address and password. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}
