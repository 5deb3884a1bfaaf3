import { firstIssueMessage, MAX_BATCH_ROWS } from '@camperdeel/rules/schemas/common';
import { type CreditsUpdateInput, creditsUpdateSchema } from '@camperdeel/rules/schemas/credits';
import type { Command } from 'commander';
import type { BatchWork } from '../bulk/run.ts';
import type { WorkOutcome } from '../bulk/types.ts';
import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';
import { parseEmail, parseWholeNumber } from '../values.ts';
import {
  addBulkOptions,
  addSingleOptions,
  type BulkFlags,
  clientFor,
  commandGroup,
  importAction,
  required,
  runSingle,
  statusWords,
  toBulkRow,
} from './shared.ts';

type CreditRow = { email: string; credits: CreditsUpdateInput };

const WORDS = statusWords('bijgewerkt');

/** Rows per request: 10,000 rows are 40 requests, each one transaction on the server. */
const BATCH_SIZE = Math.min(250, MAX_BATCH_ROWS);

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

/**
 * Sends rows to POST /api/admin/credits/batch, the same service as the single-user endpoint in one transaction per
 * batch; with --dry-run the server runs the batch and rolls it back, so the dry run answers what the real run will.
 */
function creditsBatchWork(client: ApiClient): BatchWork<CreditRow> {
  return async (rows, { dryRun }) => {
    const body = await client.call((api) =>
      api.admin.credits.batch.$post({
        json: { rijen: rows.map((r) => ({ email: r.email, ...r.credits })), dry_run: dryRun },
      }),
    );
    return rows.map((_row, index): WorkOutcome | RowError => {
      const result = body.resultaten.find((r) => r.index === index);
      if (!result) return new RowError('Geen antwoord van de server voor deze regel');
      if (result.status === 'mislukt')
        return new RowError(result.fout?.message ?? 'Geweigerd door de server');
      if (result.status === 'ongewijzigd') return { status: 'overgeslagen', melding: 'al zo ingesteld' };
      return { status: dryRun ? 'gepland' : 'verwerkt' };
    });
  };
}

const COLUMNS = {
  required: ['email', 'jaar', 'credits_hoogseizoen', 'credits_laagseizoen'],
  optional: ['standaard_hoogseizoen', 'standaard_laagseizoen'],
} as const;

export function registerCredits(program: Command): void {
  const credits = commandGroup(
    program,
    'credits',
    'reserveringscredits instellen: startjaar en jaarlijkse standaard',
    'credits import credits-2027.csv',
  );

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
      const client = clientFor(options);
      const raw: RawCredits = {
        email: await required(options.email, '--email', 'E-mailadres'),
        jaar: await required(options.jaar, '--jaar', 'Startjaar'),
        hoog: await required(options.hoog, '--hoog', 'Credits hoogseizoen'),
        laag: await required(options.laag, '--laag', 'Credits laagseizoen'),
        standaardHoog: options.standaardHoog ?? '',
        standaardLaag: options.standaardLaag ?? '',
      };
      const batch = creditsBatchWork(client);
      process.exitCode = await runSingle(
        'credits set',
        raw.email,
        () => parseCredits(raw),
        async (row, context) => {
          const [outcome] = await batch([row], context);
          if (!outcome || outcome instanceof RowError)
            throw outcome ?? new RowError('Geen antwoord van de server');
          return outcome;
        },
        options,
        WORDS,
      );
    },
  );

  addBulkOptions(
    credits
      .command('import')
      .argument('<csv>', 'CSV-bestand met credits per gebruiker')
      .description(
        'credits importeren in blokken van 250 regels; wat al precies zo staat wordt overgeslagen, een gebruiker met hetzelfde jaar twee keer is een fout',
      )
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel credits import credits-2027.csv --dry-run\n\nCSV (de standaardkolommen mogen leeg zijn: dan geldt het startjaar):\n  email;jaar;credits_hoogseizoen;credits_laagseizoen;standaard_hoogseizoen;standaard_laagseizoen\n  jan@voorbeeld.nl;2027;10;20;14;28',
      ),
  ).action(
    importAction(
      'credits import',
      COLUMNS,
      (table, client) => ({
        rows: table.rows.map((row) =>
          toBulkRow(
            row,
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
            `${row.values.email.trim().toLowerCase()}|${row.values.jaar.trim()}`,
          ),
        ),
        work: { kind: 'batches', work: creditsBatchWork(client), batchSize: BATCH_SIZE },
      }),
      WORDS,
    ),
  );
}
