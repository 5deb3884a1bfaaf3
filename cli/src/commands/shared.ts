import { type Command, InvalidArgumentError } from 'commander';
import { createProgress } from '../bulk/progress.ts';
import { printReport } from '../bulk/report.ts';
import { runBulk } from '../bulk/run.ts';
import type { BulkRow, RowResult, RowWork, StatusWords } from '../bulk/types.ts';
import { CliError, RowError } from '../errors.ts';
import { askText } from '../io/prompt.ts';

export type ApiOptions = { url?: string };
export type BulkFlags = ApiOptions & { concurrency?: string; dryRun?: boolean; json?: boolean };

export function addApiOptions(command: Command): Command {
  return command.option('--url <url>', 'adres van de server (anders CAMPERDEEL_URL of de opgeslagen login)');
}

/** --url, --dry-run and --json: the options of a command that changes one thing. */
export function addSingleOptions(command: Command): Command {
  return addApiOptions(command)
    .option('--dry-run', 'alleen controleren en tonen wat er zou gebeuren; er wordt niets gewijzigd')
    .option('--json', 'resultaat als JSON op standaarduitvoer');
}

/** The single-change options plus --concurrency: the options of an import. */
export function addBulkOptions(command: Command): Command {
  return addSingleOptions(command).option(
    '--concurrency <n>',
    'aantal regels tegelijk, 1 tot en met 16 (standaard 4)',
    parseConcurrency,
  );
}

/** Checked while the options are read, so a wrong value fails before anything is loaded or sent. */
function parseConcurrency(raw: string): string {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 16)
    throw new InvalidArgumentError('Kies een geheel getal van 1 tot en met 16.');
  return raw;
}

function concurrencyOf(raw: string | undefined): number {
  return raw === undefined ? 4 : Number(raw);
}

/** A required value: the option when given, a prompt on a terminal, else a clear failure without waiting. */
export async function required(value: string | undefined, flag: string, question: string): Promise<string> {
  if (value !== undefined && value.trim() !== '') return value.trim();
  return askText(question, `Verplichte optie ${flag} ontbreekt (er is geen terminal om ernaar te vragen).`);
}

/** Builds a BulkRow from a parse function; a RowError from `parse` becomes that row's error. */
export function toBulkRow<T>(
  line: number,
  key: string,
  group: string,
  parse: () => T,
  rowError?: string,
): BulkRow<T> {
  if (rowError !== undefined) return { line, key, group, error: rowError };
  try {
    return { line, key, group, input: parse() };
  } catch (error) {
    if (error instanceof RowError) return { line, key, group, error: error.message };
    throw error;
  }
}

/** Runs an import and prints its report; returns the exit code. */
export async function runImport<T>(
  opdracht: string,
  rows: BulkRow<T>[],
  work: RowWork<T>,
  flags: BulkFlags,
  words: StatusWords,
): Promise<number> {
  const concurrency = concurrencyOf(flags.concurrency);
  const results = await runBulk(rows, work, {
    concurrency,
    dryRun: flags.dryRun === true,
    progress: createProgress(words),
  });
  return printReport(results, { json: flags.json === true, dryRun: flags.dryRun === true, words, opdracht });
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
  const row = toBulkRow(0, key, key, parse);
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
  if (flags.json)
    process.stdout.write(
      `${JSON.stringify({ opdracht, dry_run: flags.dryRun === true, ...shown }, null, 2)}\n`,
    );
  else {
    const line = `${key}: ${words[result.status]}${result.melding ? ` - ${result.melding}` : ''}`;
    (result.status === 'mislukt' ? process.stderr : process.stdout).write(
      `${result.status === 'mislukt' ? 'Fout: ' : ''}${line}\n`,
    );
  }
  return result.status === 'mislukt' ? 1 : 0;
}
