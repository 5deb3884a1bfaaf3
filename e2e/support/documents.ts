import { expect, type Page } from '@playwright/test';

const MARK = 'camperdeelE2eDocument';

/** Marks the current document, so a later check can tell an in-app navigation from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);
}

/** Fails when the page was reloaded (or left) since markDocument. */
export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate((mark) => mark in window, MARK), 'the page was reloaded').toBe(true);
}

/**
 * Waits until the in-app landing page is interactive: its effect sets the title and, in the same tick, starts
 * handling its plain links as router navigations. Clicking earlier would load the page anew.
 */
export async function expectInAppLanding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Camperdeel - slim beleven');
  await expect(page.getByRole('link', { name: 'een camper vinden' })).toBeVisible();
}

/** From the in-app landing page, follows its link to the page with this heading and comes back the browser's way. */
export async function visitFromLanding(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.goBack();
  await expectInAppLanding(page);
}

/**
 * Opens an unknown path, marks that document and follows the 404 page's link home: a journey through the areas that
 * starts here can check at its end that it never left the document. `origin` names an app other than the fixture's.
 */
export async function fromNotFoundToLanding(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/bestaat-niet`);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await markDocument(page);
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expectInAppLanding(page);
}
