import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { browserChecksRunHere } from './once.ts';

/**
 * axe's results for the page once it has come to rest: a dialog or popover fading in or out is measured at part of
 * its opacity, which axe reports as too little contrast. Endless animations (a spinner) are not waited for.
 */
export async function analyzeAtRest(page: Page) {
  await untilAtRest(page);
  return new AxeBuilder({ page }).analyze();
}

/** Until no finite animation runs on the page. */
async function untilAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export type Violation = { id: string; help: string; nodes: string[] };

/**
 * The serious and critical axe violations of the page at rest, each with the elements it found; none when it passes.
 * In the `postgres` project the page is only brought to rest, so the journey goes on from the same state: axe reads
 * the DOM, which does not depend on the engine (once.ts).
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!browserChecksRunHere()) {
    await untilAtRest(page);
    return [];
  }
  const results = await analyzeAtRest(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
