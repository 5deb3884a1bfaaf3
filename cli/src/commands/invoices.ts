import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import { invoiceUploadSchema } from '@camperdeel/rules/schemas/invoices';
import type { Command } from 'commander';
import { UserDirectory } from '../api/users.ts';
import type { StatusWords } from '../bulk/types.ts';
import { connect } from '../config/connection.ts';
import { readTableFile } from '../csv/table.ts';
import { CliError, RowError } from '../errors.ts';
import { type ApiClient, ApiRequestError } from '../http/client.ts';
import { parseBedrag, parseDate, parseEmail } from '../values.ts';
import { addBulkOptions, type BulkFlags, required, runImport, toBulkRow } from './shared.ts';

type InvoiceRow = {
  bestand: string;
  email: string;
  factuur_nummer: string;
  factuur_naam: string;
  bedrag: string | null;
  factuurdatum: string | null;
  vervaldatum: string | null;
};

const WORDS: StatusWords = {
  verwerkt: 'geüpload',
  gepland: 'wordt geüpload',
  overgeslagen: 'overgeslagen',
  mislukt: 'mislukt',
};

const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

type ManifestValues = Record<
  'bestand' | 'email' | 'factuur_nummer' | 'factuur_naam' | 'bedrag' | 'factuurdatum' | 'vervaldatum',
  string
>;

function parseInvoice(values: ManifestValues): InvoiceRow {
  const bestand = values.bestand.trim();
  // Only a plain name inside --dir: a manifest must not reach files elsewhere on the machine.
  if (bestand === '' || basename(bestand) !== bestand || bestand === '..' || bestand === '.') {
    throw new RowError(`bestand moet een bestandsnaam in de map zijn (gevonden: '${values.bestand}')`);
  }
  return {
    bestand,
    email: parseEmail(values.email),
    factuur_nummer: values.factuur_nummer.trim(),
    factuur_naam: values.factuur_naam.trim(),
    bedrag: parseBedrag(values.bedrag),
    factuurdatum: parseDate('factuurdatum', values.factuurdatum),
    vervaldatum: parseDate('vervaldatum', values.vervaldatum),
  };
}

type ApiInvoice = { factuur_nummer: string };

function uploadWork(client: ApiClient, dir: string, users: UserDirectory, existing: Set<string>) {
  return async (row: InvoiceRow, { dryRun }: { dryRun: boolean }) => {
    const user = users.get(row.email);
    const checked = invoiceUploadSchema.safeParse({
      user_id: user.id,
      factuur_nummer: row.factuur_nummer,
      factuur_naam: row.factuur_naam,
      bedrag: row.bedrag,
      factuurdatum: row.factuurdatum,
      vervaldatum: row.vervaldatum,
    });
    if (!checked.success) throw new RowError(firstIssueMessage(checked.error));
    const path = join(dir, row.bestand);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new RowError(`Bestand niet gevonden: ${row.bestand}`);
    if (existing.has(row.factuur_nummer)) {
      return { status: 'overgeslagen' as const, melding: 'factuurnummer bestaat al' };
    }
    if (dryRun) return { status: 'gepland' as const };
    const form = new FormData();
    const type = MIME_BY_EXTENSION[extname(row.bestand).toLowerCase()] ?? 'application/octet-stream';
    form.set('file', new Blob([await readFile(path)], { type }), row.bestand);
    form.set('user_id', user.id);
    form.set('factuur_nummer', row.factuur_nummer);
    form.set('factuur_naam', row.factuur_naam);
    if (row.bedrag !== null) form.set('bedrag', row.bedrag);
    if (row.factuurdatum !== null) form.set('factuurdatum', row.factuurdatum);
    if (row.vervaldatum !== null) form.set('vervaldatum', row.vervaldatum);
    try {
      await client.request('POST', '/api/admin/invoices', { body: form });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'invoice_number_taken') {
        return { status: 'overgeslagen' as const, melding: 'factuurnummer bestaat al' };
      }
      throw error;
    }
    existing.add(row.factuur_nummer);
    return { status: 'verwerkt' as const };
  };
}

const COLUMNS = {
  required: ['bestand', 'email', 'factuur_nummer', 'factuur_naam'],
  optional: ['bedrag', 'factuurdatum', 'vervaldatum'],
} as const;

export function registerInvoices(program: Command): void {
  const invoices = program
    .command('invoices')
    .description('facturen uploaden')
    .addHelpText(
      'after',
      '\nVoorbeeld:\n  $ camperdeel invoices upload --dir ./facturen-2027-01 --manifest manifest.csv',
    );

  addBulkOptions(
    invoices
      .command('upload')
      .description(
        'facturen uit een map uploaden volgens een manifest; bestaande factuurnummers worden overgeslagen',
      )
      .option('--dir <map>', 'map met de factuurbestanden (pdf, doc, docx) (verplicht)')
      .option(
        '--manifest <csv>',
        'CSV die elk bestand aan een gebruiker en factuurgegevens koppelt (verplicht)',
      )
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel invoices upload --dir ./facturen-2027-01 --manifest manifest.csv --concurrency 4\n\nManifest (bedrag met komma of punt; datums jjjj-mm-dd of dd-mm-jjjj):\n  bestand;email;factuur_nummer;factuur_naam;bedrag;factuurdatum;vervaldatum\n  f-2027-001.pdf;jan@voorbeeld.nl;2027-001;Servicekosten januari;160,00;01-01-2027;31-01-2027',
      ),
  ).action(async (options: BulkFlags & { dir?: string; manifest?: string }) => {
    const client = connect(options.url);
    const dir = resolve(await required(options.dir, '--dir', 'Map met facturen'));
    const manifest = await required(options.manifest, '--manifest', 'Manifest (CSV)');
    const info = await stat(dir).catch(() => undefined);
    if (!info?.isDirectory()) throw new CliError(`De map '${dir}' bestaat niet.`);
    const table = readTableFile(manifest, COLUMNS);
    const [users, { facturen }] = await Promise.all([
      UserDirectory.load(client),
      client.get<{ facturen: ApiInvoice[] }>('/api/admin/invoices'),
    ]);
    const existing = new Set(facturen.map((f) => f.factuur_nummer));
    const rows = table.map((row) =>
      toBulkRow(
        row.line,
        row.values.factuur_nummer || row.values.bestand,
        row.values.factuur_nummer.trim(),
        () => parseInvoice(row.values),
        row.error,
      ),
    );
    process.exitCode = await runImport(
      'invoices upload',
      rows,
      uploadWork(client, dir, users, existing),
      options,
      WORDS,
    );
  });
}
