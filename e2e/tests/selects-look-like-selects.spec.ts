import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Every dropdown shows that it is one. The ui recipe `input` strips the browser's own look
 * (`appearance: none`) from every control, which left the native <select>s of the admin's dialogs as plain boxes
 * without an arrow; the ui Select (Ark) draws its own chevron.
 */
async function expectDropdownArrow(select: Locator) {
  const look = await select.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      appearance: style.appearance,
      backgroundImage: style.backgroundImage,
      paddingRight: Number.parseFloat(style.paddingRight),
    };
  });
  const nativeArrow = look.appearance !== 'none';
  const drawnArrow = look.backgroundImage.startsWith('url(') && look.paddingRight >= 32;
  expect(nativeArrow || drawnArrow, JSON.stringify(look)).toBe(true);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`keuzelijsten zien eruit als keuzelijsten (${viewport.width}x${viewport.height})`, async ({
    page,
    app,
    loginAs,
  }) => {
    await page.setViewportSize(viewport);
    await app.createCamper({ naam: 'Keuzelijst Camper' });
    await loginAs('admin');
    await page.goto('/admin/dashboard/campers');
    // The status dropdown in the table (ui Select): a visible chevron inside the trigger.
    const status = page.getByRole('combobox').first();
    await expect(status).toBeVisible();
    await expect(status.locator('svg')).toBeVisible();

    await page.getByRole('button', { name: 'Nieuwe camper toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    const selects = dialog.locator('select:not([aria-hidden="true"])');
    await expect(selects.first()).toBeVisible();
    const count = await selects.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index += 1) await expectDropdownArrow(selects.nth(index));
  });
}
