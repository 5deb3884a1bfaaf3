import cliProgress from 'cli-progress';
import { printable } from '../text/printable.ts';
import type { RowResult, StatusWords } from './types.ts';

export type Progress = {
  start: (total: number) => void;
  update: (result: RowResult, done: number) => void;
  /** The server asked to slow down (429): shown so a waiting run does not look hung. */
  wait: (seconds: number) => void;
  stop: () => void;
};

function elapsed(startedAt: number): string {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * A progress bar on a terminal: rows done, failures so far, time running and a throttle wait while one lasts. No
 * estimated time left: with throttle waits and batches it was wrong more often than right. Without a terminal one
 * plain line per row, so logs and pipes stay readable. Both on stderr.
 */
export function createProgress(words: StatusWords, stream: NodeJS.WriteStream = process.stderr): Progress {
  let failed = 0;
  let waitUntil = 0;
  let startedAt = Date.now();
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: '{bar} {value}/{total} regels | {mislukt} mislukt | {duur}{wacht}',
        hideCursor: true,
        clearOnComplete: false,
        fps: 5,
      },
      cliProgress.Presets.shades_classic,
    );
    const payload = () => {
      const left = Math.ceil((waitUntil - Date.now()) / 1000);
      return {
        mislukt: failed,
        duur: elapsed(startedAt),
        wacht: left > 0 ? ` | wacht ${left} s (server: te veel verzoeken)` : '',
      };
    };
    return {
      start: (total) => {
        startedAt = Date.now();
        bar.start(total, 0, payload());
      },
      update: (result, done) => {
        if (result.status === 'mislukt') failed++;
        bar.update(done, payload());
      },
      wait: (seconds) => {
        waitUntil = Math.max(waitUntil, Date.now() + seconds * 1000);
        bar.update(payload());
      },
      stop: () => bar.stop(),
    };
  }
  let total = 0;
  let lastWaitNotice = 0;
  return {
    start: (n) => {
      total = n;
    },
    update: (result, done) => {
      const note = result.melding ? ` (${printable(result.melding)})` : '';
      stream.write(
        `[${done}/${total}] regel ${result.regel}: ${words[result.status].enkel} ${printable(result.sleutel)}${note}\n`,
      );
    },
    wait: (seconds) => {
      // At most one notice per 10 s, whatever the concurrency.
      if (Date.now() - lastWaitNotice < 10_000) return;
      lastWaitNotice = Date.now();
      stream.write(
        `Even wachten: de server vraagt ${seconds} s pauze (te veel verzoeken); daarna gaat het verder.\n`,
      );
    },
    stop: () => undefined,
  };
}
