import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks the button that opens the dialog of the same name and returns that dialog. The button stands in a list the
 * page loads after it opens, which on a loaded machine can take a while: it gets a minute to show.
 */
export async function openDialogOnceListed(page: Page, name: string): Promise<Locator> {
  const open = page.getByRole('button', { name });
  await expect(open).toBeVisible({ timeout: 60_000 });
  await open.click();
  return page.getByRole('dialog', { name });
}
