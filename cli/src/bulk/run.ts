import { CliError, RowError } from '../errors.ts';
import type { Progress } from './progress.ts';
import type { BulkRow, RowResult, RowWork } from './types.ts';

export type BulkOptions = { concurrency: number; dryRun: boolean; progress: Progress };

/**
 * Runs the rows with at most `concurrency` requests in flight; rows of one group run in file order. A refused
 * row is recorded and the run goes on; a CliError (token revoked, server gone) stops the run.
 */
export async function runBulk<T>(
  rows: BulkRow<T>[],
  work: RowWork<T>,
  options: BulkOptions,
): Promise<RowResult[]> {
  const results: RowResult[] = [];
  const groups = new Map<string, BulkRow<T>[]>();
  for (const row of rows) {
    const group = groups.get(row.group);
    if (group) group.push(row);
    else groups.set(row.group, [row]);
  }
  const queue = [...groups.values()];
  let fatal: unknown;
  options.progress.start(rows.length);

  const record = (result: RowResult) => {
    results.push(result);
    options.progress.update(result, results.length);
  };

  const runRow = async (row: BulkRow<T>) => {
    if (row.error !== undefined || row.input === undefined) {
      record({
        regel: row.line,
        sleutel: row.key,
        status: 'mislukt',
        melding: row.error ?? 'Ongeldige regel',
      });
      return;
    }
    try {
      const outcome = await work(row.input, { dryRun: options.dryRun });
      record({ regel: row.line, sleutel: row.key, ...outcome });
    } catch (error) {
      if (error instanceof RowError) {
        record({ regel: row.line, sleutel: row.key, status: 'mislukt', melding: error.message });
      } else {
        throw error;
      }
    }
  };

  const worker = async () => {
    while (fatal === undefined) {
      const group = queue.shift();
      if (!group) return;
      for (const row of group) {
        if (fatal !== undefined) return;
        try {
          await runRow(row);
        } catch (error) {
          fatal = error;
        }
      }
    }
  };

  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  options.progress.stop();
  if (fatal !== undefined) {
    throw fatal instanceof CliError ? fatal : new CliError(`Onverwachte fout: ${String(fatal)}`);
  }
  return results.sort((a, b) => a.regel - b.regel);
}
