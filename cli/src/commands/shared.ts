import { accessSync, constants, existsSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { restoreCursor, watchInterrupt } from '../bulk/interrupt.ts';
import { createProgress } from '../bulk/progress.ts';
import { printReport } from '../bulk/report.ts';
import { type BatchWork, type BulkOutcome, runBatched, runBulk } from '../bulk/run.ts';
import type { BulkRow, RowResult, RowWork, StatusWords } from '../bulk/types.ts';
import { connect } from '../config/connection.ts';
import type { Delimiter } from '../csv/parse.ts';
import { readTableFile, type Table, type TableColumns } from '../csv/table.ts';
import { writeCsvFile } from '../csv/write.ts';
import { CliError, RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';
import { askText } from '../io/prompt.ts';
import { printable, toJson } from '../text/printable.ts';

export type ApiOptions = { url?: string; timeout?: string };
export type BulkFlags = ApiOptions & {
  concurrency?: string;
  dryRun?: boolean;
  json?: boolean;
  failedOut?: string;
};

/** A command group such as `users` or `db`, with its one-line description and an example under --help. */
export function commandGroup(program: Command, name: string, description: string, example: string): Command {
  return program
    .command(name)
    .description(description)
    .addHelpText('after', `\nVoorbeeld:\n  $ camperdeel ${example}`);
}

export function addApiOptions(command: Command): Command {
  return command
    .option('--url <url>', 'adres van de server (anders CAMPERDEEL_URL of de opgeslagen login)')
    .option('--timeout <s>', 'seconden wachten op elk antwoord van de server (standaard 30)', parseTimeout);
}

/** --url, --dry-run and --json: the options of a command that changes one thing. */
export function addSingleOptions(command: Command): Command {
  return addApiOptions(command)
    .option('--dry-run', 'alleen controleren en tonen wat er zou gebeuren; er wordt niets gewijzigd')
    .option('--json', 'resultaat als JSON op standaarduitvoer');
}

/** The single-change options plus --concurrency and --failed-out: the options of an import. */
export function addBulkOptions(command: Command): Command {
  return addSingleOptions(command)
    .option('--concurrency <n>', 'aantal regels tegelijk, 1 tot en met 16 (standaard 4)', parseConcurrency)
    .option(
      '--failed-out <bestand.csv>',
      'mislukte regels in hetzelfde formaat naar dit bestand schrijven, om na verbeteren opnieuw in te lezen',
    );
}

/** Checked while the options are read, so a wrong value fails before anything is loaded or sent. */
function parseConcurrency(raw: string): string {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 16)
    throw new InvalidArgumentError('Kies een geheel getal van 1 tot en met 16.');
  return raw;
}

function parseTimeout(raw: string): string {
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 3600)
    throw new InvalidArgumentError('Kies een aantal seconden groter dan 0 (hoogstens 3600).');
  return raw;
}

/** The API client for a command's --url and --timeout. */
export function clientFor(flags: ApiOptions): ApiClient {
  const timeoutMs = flags.timeout === undefined ? undefined : Number(flags.timeout) * 1000;
  return connect(flags.url, process.env, timeoutMs === undefined ? {} : { timeoutMs });
}

/** A required value: the option when given, a prompt on a terminal, else a clear failure without waiting. */
export async function required(value: string | undefined, flag: string, question: string): Promise<string> {
  if (value !== undefined && value.trim() !== '') return value.trim();
  return askText(question, `Verplichte optie ${flag} ontbreekt (er is geen terminal om ernaar te vragen).`);
}

/** Builds a BulkRow from a parse function; a RowError from `parse` becomes that row's error. */
export function toBulkRow<T>(
  row: { line: number; cells?: string[]; error?: string },
  key: string,
  group: string,
  parse: () => T,
  unique?: string,
): BulkRow<T> {
  const base: BulkRow<T> = { line: row.line, key, group };
  if (row.cells) base.cells = row.cells;
  if (unique !== undefined) base.unique = unique;
  if (row.error !== undefined) return { ...base, error: row.error };
  try {
    return { ...base, input: parse() };
  } catch (error) {
    if (error instanceof RowError) return { ...base, error: error.message };
    throw error;
  }
}

export type ImportWork<T> =
  | { kind: 'rows'; work: RowWork<T> }
  | { kind: 'batches'; work: BatchWork<T>; batchSize: number };

/** The input's shape, to write failed rows back in it (--failed-out), and the file it came from. */
export type InputShape = { delimiter: Delimiter; header: string[]; source?: string };

/**
 * --failed-out is checked before anything is sent: the import must not run and then lose its report to an unwritable
 * path, nor overwrite the operator's input with its failed rows.
 */
function checkFailedOut(path: string, input: string | undefined): void {
  const target = resolve(path);
  const real = (file: string) => (existsSync(file) ? realpathSync(file) : resolve(file));
  if (input !== undefined && real(target) === real(input)) {
    throw new CliError(
      `--failed-out ${path} is het invoerbestand zelf; kies een ander bestand voor de mislukte regels.`,
    );
  }
  try {
    accessSync(existsSync(target) ? target : dirname(target), constants.W_OK);
  } catch {
    throw new CliError(
      `Kan niet schrijven naar ${path}: kies voor --failed-out een bestand in een bestaande map.`,
    );
  }
}

/**
 * Runs an import and prints its report; returns the exit code (0, 1 when a row failed, 130 after Ctrl-C). Throttle
 * waits show in the progress bar; Ctrl-C prints the partial summary and restores the cursor.
 */
export async function runImport<T>(
  opdracht: string,
  client: ApiClient,
  shape: InputShape,
  rows: BulkRow<T>[],
  work: ImportWork<T>,
  flags: BulkFlags,
  words: StatusWords,
): Promise<number> {
  if (flags.failedOut !== undefined) checkFailedOut(flags.failedOut, shape.source);
  const dryRun = flags.dryRun === true;
  const progress = createProgress(words);
  client.onThrottle = progress.wait;
  const interrupt = watchInterrupt(() => {
    progress.stop();
    restoreCursor();
    const melding = 'Direct gestopt; regels die onderweg waren zijn mogelijk wel verwerkt.';
    // Even a hard stop leaves valid JSON for a script reading --json.
    if (flags.json)
      process.stdout.write(`${toJson({ opdracht, dry_run: dryRun, afgebroken: true, fout: { melding } })}\n`);
    process.stderr.write(`${melding}\n`);
    process.exit(130);
  });
  client.interruptSignal = interrupt.signal;
  let outcome: BulkOutcome;
  try {
    outcome =
      work.kind === 'rows'
        ? await runBulk(rows, work.work, {
            concurrency: flags.concurrency === undefined ? 4 : Number(flags.concurrency),
            dryRun,
            progress,
            interrupt,
          })
        : await runBatched(rows, work.work, { batchSize: work.batchSize, dryRun, progress, interrupt });
  } finally {
    interrupt.dispose();
    client.onThrottle = undefined;
    client.interruptSignal = undefined;
    restoreCursor();
  }
  if (flags.failedOut !== undefined) writeFailed(flags.failedOut, shape, rows, outcome.results);
  return printReport(outcome.results, {
    json: flags.json === true,
    dryRun,
    words,
    opdracht,
    total: rows.length,
    interrupted: outcome.interrupted,
  });
}

/** What an import decided before anything is sent: its rows, and the work that carries them out. */
export type ImportPlan<T> = { rows: BulkRow<T>[]; work: ImportWork<T> };

/**
 * The action of an `import <csv>` command: reads the file, lets the command turn its rows into planned work (with
 * whatever it loads from the server first), and runs the import with its report.
 */
export function importAction<K extends string, T>(
  opdracht: string,
  columns: TableColumns<K>,
  plan: (table: Table<K>, client: ApiClient) => ImportPlan<T> | Promise<ImportPlan<T>>,
  words: StatusWords,
): (csv: string, flags: BulkFlags) => Promise<void> {
  return async (csv, flags) => {
    const table = await readTableFile(csv, columns);
    const client = clientFor(flags);
    const { rows, work } = await plan(table, client);
    process.exitCode = await runImport(opdracht, client, table, rows, work, flags, words);
  };
}

function writeFailed<T>(path: string, shape: InputShape, rows: BulkRow<T>[], results: RowResult[]): void {
  const failedLines = new Set(results.filter((r) => r.status === 'mislukt').map((r) => r.regel));
  const cells = rows.filter((row) => failedLines.has(row.line)).map((row) => row.cells ?? []);
  try {
    writeCsvFile(path, shape, cells);
  } catch (error) {
    const code =
      typeof error === 'object' && error !== null && 'code' in error ? ` (${String(error.code)})` : '';
    throw new CliError(`Kon de mislukte regels niet schrijven naar ${path}${code}.`);
  }
}

/** A single-row command (create, set, assign): the same work as an import row, reported in one line. */
export async function runSingle<T>(
  opdracht: string,
  key: string,
  parse: () => T,
  work: RowWork<T>,
  flags: ApiOptions & { dryRun?: boolean; json?: boolean },
  words: StatusWords,
): Promise<number> {
  const row = toBulkRow({ line: 0 }, key, key, parse);
  if (row.error !== undefined || row.input === undefined)
    throw new CliError(row.error ?? 'Ongeldige invoer.');
  let result: RowResult;
  try {
    const outcome = await work(row.input, { dryRun: flags.dryRun === true });
    result = { regel: 0, sleutel: key, ...outcome };
  } catch (error) {
    if (!(error instanceof RowError)) throw error;
    result = { regel: 0, sleutel: key, status: 'mislukt', melding: error.message };
  }
  const { regel: _regel, ...shown } = result;
  if (flags.json) process.stdout.write(`${toJson({ opdracht, dry_run: flags.dryRun === true, ...shown })}\n`);
  else {
    const line = `${printable(key)}: ${words[result.status].enkel}${result.melding ? ` - ${printable(result.melding)}` : ''}`;
    (result.status === 'mislukt' ? process.stderr : process.stdout).write(
      `${result.status === 'mislukt' ? 'Fout: ' : ''}${line}\n`,
    );
  }
  return result.status === 'mislukt' ? 1 : 0;
}

/** Outcome words shared by the commands: `verwerkt` and `gepland` with a verb, e.g. 'aangemaakt'. */
export function statusWords(done: string): StatusWords {
  return {
    verwerkt: { enkel: done, meervoud: done },
    gepland: { enkel: `wordt ${done}`, meervoud: `worden ${done}` },
    overgeslagen: { enkel: 'overgeslagen', meervoud: 'overgeslagen' },
    mislukt: { enkel: 'mislukt', meervoud: 'mislukt' },
  };
}
