import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's results for the page once it has come to rest: a dialog or popover fading in or out is measured at part of
 * its opacity, which axe reports as too little contrast. Endless animations (a spinner) are not waited for.
 */
export async function analyzeAtRest(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  return new AxeBuilder({ page }).analyze();
}
