import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import { type CreditsUpdateInput, creditsUpdateSchema } from '@camperdeel/rules/schemas/credits';
import type { Command } from 'commander';
import { UserDirectory } from '../api/users.ts';
import type { StatusWords } from '../bulk/types.ts';
import { connect } from '../config/connection.ts';
import { readTableFile } from '../csv/table.ts';
import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';
import { parseEmail, parseWholeNumber } from '../values.ts';
import {
  addBulkOptions,
  addSingleOptions,
  type BulkFlags,
  required,
  runImport,
  runSingle,
  toBulkRow,
} from './shared.ts';

type CreditRow = { email: string; credits: CreditsUpdateInput };

type CreditsState = {
  credits: { jaar: number; credits_hoogseizoen: number; credits_laagseizoen: number }[];
  standaard: { start_jaar: number; credits_hoogseizoen: number; credits_laagseizoen: number } | null;
};

const WORDS: StatusWords = {
  verwerkt: 'bijgewerkt',
  gepland: 'wordt bijgewerkt',
  overgeslagen: 'overgeslagen',
  mislukt: 'mislukt',
};

type RawCredits = {
  email: string;
  jaar: string;
  hoog: string;
  laag: string;
  standaardHoog: string;
  standaardLaag: string;
};

/** Without a standard the start year's credits become the yearly standard too (as the admin dialog starts). */
function parseCredits(raw: RawCredits): CreditRow {
  const email = parseEmail(raw.email);
  const credits_hoogseizoen = parseWholeNumber('credits_hoogseizoen', raw.hoog);
  const credits_laagseizoen = parseWholeNumber('credits_laagseizoen', raw.laag);
  const candidate = {
    jaar: parseWholeNumber('jaar', raw.jaar),
    credits_hoogseizoen,
    credits_laagseizoen,
    standaard: {
      credits_hoogseizoen:
        raw.standaardHoog.trim() === ''
          ? credits_hoogseizoen
          : parseWholeNumber('standaard_hoogseizoen', raw.standaardHoog),
      credits_laagseizoen:
        raw.standaardLaag.trim() === ''
          ? credits_laagseizoen
          : parseWholeNumber('standaard_laagseizoen', raw.standaardLaag),
    },
  };
  const parsed = creditsUpdateSchema.safeParse(candidate);
  if (!parsed.success) throw new RowError(firstIssueMessage(parsed.error));
  return { email, credits: parsed.data };
}

/** Already set exactly so: the standard starts at this year with these amounts and the year's row holds these credits. */
function isIdentical(state: CreditsState, wanted: CreditsUpdateInput): boolean {
  const standard = state.standaard;
  const year = state.credits.find((c) => c.jaar === wanted.jaar);
  return (
    standard !== null &&
    standard.start_jaar === wanted.jaar &&
    standard.credits_hoogseizoen === wanted.standaard.credits_hoogseizoen &&
    standard.credits_laagseizoen === wanted.standaard.credits_laagseizoen &&
    year !== undefined &&
    year.credits_hoogseizoen === wanted.credits_hoogseizoen &&
    year.credits_laagseizoen === wanted.credits_laagseizoen
  );
}

function setCreditsWork(client: ApiClient, directory: UserDirectory) {
  return async (row: CreditRow, { dryRun }: { dryRun: boolean }) => {
    const user = directory.get(row.email);
    const path = `/api/admin/users/${user.id}/credits`;
    const state = await client.get<CreditsState>(path);
    if (isIdentical(state, row.credits))
      return { status: 'overgeslagen' as const, melding: 'al zo ingesteld' };
    if (dryRun) return { status: 'gepland' as const };
    await client.request('PUT', path, { body: row.credits });
    return { status: 'verwerkt' as const };
  };
}

const COLUMNS = {
  required: ['email', 'jaar', 'credits_hoogseizoen', 'credits_laagseizoen'],
  optional: ['standaard_hoogseizoen', 'standaard_laagseizoen'],
} as const;

export function registerCredits(program: Command): void {
  const credits = program
    .command('credits')
    .description('reserveringscredits instellen: startjaar en jaarlijkse standaard')
    .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel credits import credits-2027.csv');

  addSingleOptions(
    credits
      .command('set')
      .description('credits van één gebruiker instellen voor het startjaar en de jaarlijkse standaard daarna')
      .option('--email <e>', 'e-mailadres van de gebruiker (verplicht)')
      .option('--jaar <y>', 'startjaar (verplicht)')
      .option('--hoog <n>', 'credits hoogseizoen in het startjaar (verplicht)')
      .option('--laag <n>', 'credits laagseizoen in het startjaar (verplicht)')
      .option(
        '--standaard-hoog <n>',
        'credits hoogseizoen voor elk volgend jaar (standaard gelijk aan --hoog)',
      )
      .option(
        '--standaard-laag <n>',
        'credits laagseizoen voor elk volgend jaar (standaard gelijk aan --laag)',
      )
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel credits set --email jan@voorbeeld.nl --jaar 2027 --hoog 10 --laag 20 --standaard-hoog 14 --standaard-laag 28',
      ),
  ).action(
    async (
      options: BulkFlags & {
        email?: string;
        jaar?: string;
        hoog?: string;
        laag?: string;
        standaardHoog?: string;
        standaardLaag?: string;
      },
    ) => {
      const client = connect(options.url);
      const raw: RawCredits = {
        email: await required(options.email, '--email', 'E-mailadres'),
        jaar: await required(options.jaar, '--jaar', 'Startjaar'),
        hoog: await required(options.hoog, '--hoog', 'Credits hoogseizoen'),
        laag: await required(options.laag, '--laag', 'Credits laagseizoen'),
        standaardHoog: options.standaardHoog ?? '',
        standaardLaag: options.standaardLaag ?? '',
      };
      const directory = await UserDirectory.load(client);
      process.exitCode = await runSingle(
        'credits set',
        raw.email,
        () => parseCredits(raw),
        setCreditsWork(client, directory),
        options,
        WORDS,
      );
    },
  );

  addBulkOptions(
    credits
      .command('import')
      .argument('<csv>', 'CSV-bestand met credits per gebruiker')
      .description('credits importeren; regels die al precies zo staan worden overgeslagen')
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel credits import credits-2027.csv --concurrency 8\n\nCSV (de standaardkolommen mogen leeg zijn: dan geldt het startjaar):\n  email;jaar;credits_hoogseizoen;credits_laagseizoen;standaard_hoogseizoen;standaard_laagseizoen\n  jan@voorbeeld.nl;2027;10;20;14;28',
      ),
  ).action(async (csv: string, options: BulkFlags) => {
    const table = readTableFile(csv, COLUMNS);
    const client = connect(options.url);
    const directory = await UserDirectory.load(client);
    const rows = table.map((row) =>
      toBulkRow(
        row.line,
        `${row.values.email} ${row.values.jaar}`,
        row.values.email.toLowerCase(),
        () =>
          parseCredits({
            email: row.values.email,
            jaar: row.values.jaar,
            hoog: row.values.credits_hoogseizoen,
            laag: row.values.credits_laagseizoen,
            standaardHoog: row.values.standaard_hoogseizoen,
            standaardLaag: row.values.standaard_laagseizoen,
          }),
        row.error,
      ),
    );
    process.exitCode = await runImport(
      'credits import',
      rows,
      setCreditsWork(client, directory),
      options,
      WORDS,
    );
  });
}
