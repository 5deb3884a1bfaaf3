import cliProgress from 'cli-progress';
import type { RowResult, StatusWords } from './types.ts';

export type Progress = {
  start: (total: number) => void;
  update: (result: RowResult, done: number) => void;
  stop: () => void;
};

/** A progress bar on a terminal; otherwise one plain line per row, so logs and pipes stay readable. Both on stderr. */
export function createProgress(words: StatusWords, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: '{bar} {value}/{total} regels | {percentage}% | nog {eta_formatted}',
        hideCursor: true,
        clearOnComplete: false,
      },
      cliProgress.Presets.shades_classic,
    );
    return {
      start: (total) => bar.start(total, 0),
      update: (_result, done) => bar.update(done),
      stop: () => bar.stop(),
    };
  }
  let total = 0;
  return {
    start: (n) => {
      total = n;
    },
    update: (result, done) => {
      const note = result.melding ? ` (${result.melding})` : '';
      stream.write(
        `[${done}/${total}] regel ${result.regel}: ${words[result.status]} ${result.sleutel}${note}\n`,
      );
    },
    stop: () => undefined,
  };
}
