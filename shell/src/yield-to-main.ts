type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and continues in a new one, so the browser can paint and handle input in between: a chain
 * of module evaluations and renders that would be one long task (Lighthouse's Total Blocking Time counts every
 * task over 50 ms) becomes several short ones. `scheduler.yield()` where Chromium has it (the continuation keeps
 * its place ahead of other queued tasks), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
