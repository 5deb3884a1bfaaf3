import { CancelledError, CliError, RowError } from '../errors.ts';
import type { Interrupt } from './interrupt.ts';
import type { Progress } from './progress.ts';
import type { BulkRow, RowResult, RowWork, WorkOutcome } from './types.ts';

export type BulkOptions = { concurrency: number; dryRun: boolean; progress: Progress; interrupt?: Interrupt };

export type BulkOutcome = { results: RowResult[]; interrupted: boolean };

/**
 * Fails, in file order and before anything is sent, every row whose `unique` value an earlier row already has: the
 * first row wins whatever the concurrency, and a dry run reports exactly what the real run will.
 */
export function failLaterDuplicates<T>(rows: BulkRow<T>[]): BulkRow<T>[] {
  const first = new Map<string, number>();
  return rows.map((row) => {
    if (row.unique === undefined) return row;
    const earlier = first.get(row.unique);
    if (earlier === undefined) {
      first.set(row.unique, row.line);
      return row;
    }
    if (row.error !== undefined) return row;
    const { input: _input, ...rest } = row;
    return {
      ...rest,
      error: `Staat al eerder in het bestand (regel ${earlier}); alleen de eerste regel telt`,
    };
  });
}

function failedResult<T>(row: BulkRow<T>, melding: string): RowResult {
  return { regel: row.line, sleutel: row.key, status: 'mislukt', melding };
}

function toFatal(error: unknown): CliError {
  return error instanceof CliError ? error : new CliError(`Onverwachte fout: ${String(error)}`);
}

/**
 * Runs the rows with at most `concurrency` requests in flight; rows of one group run in file order. A refused
 * row is recorded and the run goes on; a CliError (token revoked, server gone) stops the run. Ctrl-C (see
 * interrupt.ts) stops starting rows and returns what was done.
 */
export async function runBulk<T>(
  rows: BulkRow<T>[],
  work: RowWork<T>,
  options: BulkOptions,
): Promise<BulkOutcome> {
  const checked = failLaterDuplicates(rows);
  const results: RowResult[] = [];
  const groups = new Map<string, BulkRow<T>[]>();
  for (const row of checked) {
    const group = groups.get(row.group);
    if (group) group.push(row);
    else groups.set(row.group, [row]);
  }
  const queue = [...groups.values()];
  let fatal: unknown;
  const stopped = () => fatal !== undefined || options.interrupt?.requested === true;
  options.progress.start(checked.length);

  const record = (result: RowResult) => {
    results.push(result);
    options.progress.update(result, results.length);
  };

  const runRow = async (row: BulkRow<T>) => {
    if (row.error !== undefined || row.input === undefined) {
      record(failedResult(row, row.error ?? 'Ongeldige regel'));
      return;
    }
    try {
      const outcome = await work(row.input, { dryRun: options.dryRun });
      record({ regel: row.line, sleutel: row.key, ...outcome });
    } catch (error) {
      if (error instanceof CancelledError) return;
      if (error instanceof RowError) record(failedResult(row, error.message));
      else throw error;
    }
  };

  const worker = async () => {
    while (!stopped()) {
      const group = queue.shift();
      if (!group) return;
      for (const row of group) {
        if (stopped()) return;
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
  if (fatal !== undefined) throw toFatal(fatal);
  return {
    results: results.sort((a, b) => a.regel - b.regel),
    interrupted: options.interrupt?.requested === true,
  };
}

export type BatchWork<T> = (inputs: T[], context: { dryRun: boolean }) => Promise<(WorkOutcome | RowError)[]>;

/**
 * Runs the valid rows in batches of `batchSize`, one request per batch, in file order (so rows about the same user
 * keep their order); rows that failed their own checks are reported without being sent. Same interrupt and fatal
 * behaviour as runBulk, per batch.
 */
export async function runBatched<T>(
  rows: BulkRow<T>[],
  work: BatchWork<T>,
  options: Omit<BulkOptions, 'concurrency'> & { batchSize: number },
): Promise<BulkOutcome> {
  const checked = failLaterDuplicates(rows);
  const results: RowResult[] = [];
  const record = (result: RowResult) => {
    results.push(result);
    options.progress.update(result, results.length);
  };
  options.progress.start(checked.length);
  const valid: { row: BulkRow<T>; input: T }[] = [];
  for (const row of checked) {
    if (row.error !== undefined || row.input === undefined)
      record(failedResult(row, row.error ?? 'Ongeldige regel'));
    else valid.push({ row, input: row.input });
  }
  try {
    for (let start = 0; start < valid.length; start += options.batchSize) {
      if (options.interrupt?.requested) break;
      const batch = valid.slice(start, start + options.batchSize);
      let outcomes: (WorkOutcome | RowError)[];
      try {
        outcomes = await work(
          batch.map((b) => b.input),
          { dryRun: options.dryRun },
        );
      } catch (error) {
        if (error instanceof CancelledError) break;
        // A refused batch (timeout, 413) fails its rows, the next batch still runs.
        if (!(error instanceof RowError)) throw error;
        outcomes = batch.map(() => error);
      }
      batch.forEach(({ row }, index) => {
        const outcome = outcomes[index] ?? new RowError('Geen antwoord van de server voor deze regel');
        if (outcome instanceof RowError) record(failedResult(row, outcome.message));
        else record({ regel: row.line, sleutel: row.key, ...outcome });
      });
    }
  } catch (error) {
    options.progress.stop();
    throw toFatal(error);
  }
  options.progress.stop();
  return {
    results: results.sort((a, b) => a.regel - b.regel),
    interrupted: options.interrupt?.requested === true,
  };
}
