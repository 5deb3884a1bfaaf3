import type { Locator, Page } from '@playwright/test';

/** The toast (in the shell's one Toaster) whose text contains `title`; a status or an alert, whichever the kind uses. */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title });
}
