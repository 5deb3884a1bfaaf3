/**
 * Runs `pass` once `firstAfterMs` after start and then every `everyMs`, never two at a time; a failure is logged as
 * `<name> failed` and the next pass runs as planned. Timers never keep a finished process alive; `stop` waits for a
 * pass under way.
 */
export function startRepeating(
  name: string,
  timing: { firstAfterMs: number; everyMs: number },
  pass: () => Promise<void>,
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= pass()
      .catch((error: unknown) =>
        console.error(JSON.stringify({ level: 'warn', msg: `${name} failed`, error: String(error) })),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, timing.firstAfterMs);
  const timer = setInterval(run, timing.everyMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
