/**
 * Ctrl-C during a long run: the first SIGINT stops new rows from starting and lets the rows in flight finish (their
 * outcome is then known and reported) and cancels throttle waits (those rows are not sent); a second one stops at
 * once. `watch` returns the handle a run polls.
 */
export type Interrupt = { readonly requested: boolean; readonly signal: AbortSignal; dispose: () => void };

export function watchInterrupt(onSecond: () => void): Interrupt {
  let requested = false;
  const controller = new AbortController();
  const handler = () => {
    if (requested) {
      onSecond();
      return;
    }
    requested = true;
    controller.abort();
    process.stderr.write(
      '\nAfbreken: regels die al onderweg zijn worden afgemaakt (nog een keer Ctrl-C stopt direct).\n',
    );
  };
  process.on('SIGINT', handler);
  return {
    get requested() {
      return requested;
    },
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', handler);
    },
  };
}

/** Shows the terminal cursor again (a progress bar hides it); harmless when stderr is no terminal. */
export function restoreCursor(stream: NodeJS.WriteStream = process.stderr): void {
  if (stream.isTTY) stream.write('\u001b[?25h');
}
