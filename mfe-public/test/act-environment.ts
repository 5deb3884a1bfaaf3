import { onTestFinished } from 'vitest';

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * From here on the test clicks outside act(), as in the browser: React renders an update that suspended on a lazy
 * chunk once the chunk has arrived (inside a testing-library act() it is never retried). Undone when the test ends.
 */
export function leaveActEnvironment(): void {
  const before = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  onTestFinished(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = before;
  });
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
}
