import { open, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { ERRORS, fillPlaceholders } from '@camperdeel/rules/errors';
import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import { extensionOf, MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { INVOICE_FILE_TYPES, invoiceUploadSchema } from '@camperdeel/rules/schemas/invoices';
import type { Command } from 'commander';
import { type ApiInvoice, invoicesByNumber } from '../api/invoices.ts';
import { UserDirectory } from '../api/users.ts';
import { readTableFile } from '../csv/table.ts';
import { CliError, RowError } from '../errors.ts';
import { type ApiClient, ApiRequestError } from '../http/client.ts';
import { parseBedrag, parseDate, parseEmail } from '../values.ts';
import { registerInvoiceGenerate } from './invoices-generate.ts';
import {
  addBulkOptions,
  type BulkFlags,
  clientFor,
  commandGroup,
  required,
  runImport,
  statusWords,
  toBulkRow,
} from './shared.ts';

type InvoiceRow = {
  bestand: string;
  email: string;
  factuur_nummer: string;
  factuur_naam: string;
  bedrag: string | null;
  factuurdatum: string | null;
  vervaldatum: string | null;
};

const WORDS = statusWords('geüpload');

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

/** An invoice as GET /api/admin/invoices answers it (typed by the route). */

/** Magic bytes per accepted extension: the server sniffs the content, so the dry run checks it too. */
const MAGIC: Record<string, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
};

/** Type and size as the server checks them (shared lists and limit), found before anything is uploaded. */
async function checkFile(path: string, name: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new RowError(`Bestand niet gevonden: ${name}`);
  const ext = extensionOf(name);
  if (!INVOICE_FILE_TYPES.extensions.includes(ext)) throw new RowError(ERRORS.unsupported_file_type.message);
  if (info.size === 0) throw new RowError(`Het bestand ${name} is leeg`);
  if (info.size > MAX_DOCUMENT_BYTES) {
    throw new RowError(
      `${ERRORS.file_too_large.message} (${(info.size / 1024 / 1024).toFixed(1)} MB, maximaal ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB)`,
    );
  }
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    if (!(MAGIC[ext] ?? []).every((b, i) => head[i] === b))
      throw new RowError(ERRORS.unsupported_file_type.message);
  } finally {
    await handle.close();
  }
  return info.size;
}

/** The same invoice again (a re-run): same user, name, amount, dates and file size. Anything else is a conflict. */
function isSameInvoice(existing: ApiInvoice, row: InvoiceRow, userId: string, size: number): boolean {
  return (
    existing.user_id === userId &&
    existing.factuur_naam === row.factuur_naam &&
    (existing.bedrag === null
      ? row.bedrag === null
      : row.bedrag !== null && Number(row.bedrag) === existing.bedrag) &&
    existing.factuurdatum === row.factuurdatum &&
    existing.vervaldatum === row.vervaldatum &&
    existing.bestandsgrootte === size
  );
}

function conflict(nummer: string): RowError {
  return new RowError(fillPlaceholders(ERRORS.invoice_number_conflict.message, { nummer }));
}

function uploadWork(client: ApiClient, dir: string, users: UserDirectory, existing: Map<string, ApiInvoice>) {
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
    const size = await checkFile(path, row.bestand);
    const known = existing.get(row.factuur_nummer);
    if (known) {
      if (!isSameInvoice(known, row, user.id, size)) throw conflict(row.factuur_nummer);
      return { status: 'overgeslagen' as const, melding: 'al geüpload' };
    }
    if (dryRun) return { status: 'gepland' as const };
    const type = MIME_BY_EXTENSION[extname(row.bestand).toLowerCase()] ?? 'application/octet-stream';
    const file = new File([await readFile(path)], row.bestand, { type });
    // Multipart through the typed client: the route declares the form (file, fields, types, size limit).
    const form = {
      file,
      user_id: user.id,
      factuur_nummer: row.factuur_nummer,
      factuur_naam: row.factuur_naam,
      ...(row.bedrag === null ? {} : { bedrag: row.bedrag }),
      ...(row.factuurdatum === null ? {} : { factuurdatum: row.factuurdatum }),
      ...(row.vervaldatum === null ? {} : { vervaldatum: row.vervaldatum }),
    };
    try {
      await client.call((api) => api.admin.invoices.$post({ form }));
    } catch (error) {
      // Taken meanwhile (another operator): the number belongs to other data now.
      if (error instanceof ApiRequestError && error.code === 'invoice_number_taken')
        throw conflict(row.factuur_nummer);
      throw error;
    }
    return { status: 'verwerkt' as const };
  };
}

const COLUMNS = {
  required: ['bestand', 'email', 'factuur_nummer', 'factuur_naam'],
  optional: ['bedrag', 'factuurdatum', 'vervaldatum'],
} as const;

export function registerInvoices(program: Command): void {
  const invoices = commandGroup(
    program,
    'invoices',
    'facturen uploaden en servicefacturen maken',
    'invoices upload --dir ./facturen-2027-01 --manifest manifest.csv',
  );

  addBulkOptions(
    invoices
      .command('upload')
      .description(
        'facturen uit een map uploaden volgens een manifest; dezelfde factuur nog eens wordt overgeslagen, een bestaand factuurnummer met andere gegevens is een fout',
      )
      .option('--dir <map>', 'map met de factuurbestanden (pdf, doc, docx) (verplicht)')
      .option(
        '--manifest <csv>',
        'CSV die elk bestand aan een gebruiker en factuurgegevens koppelt (verplicht)',
      )
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel invoices upload --dir ./facturen-2027-01 --manifest manifest.csv --concurrency 4\n\nManifest (bedrag met komma of punt, een creditnota met minteken; datums jjjj-mm-dd of dd-mm-jjjj):\n  bestand;email;factuur_nummer;factuur_naam;bedrag;factuurdatum;vervaldatum\n  f-2027-001.pdf;jan@voorbeeld.nl;2027-001;Servicekosten januari;160,00;01-01-2027;31-01-2027',
      ),
  ).action(async (options: BulkFlags & { dir?: string; manifest?: string }) => {
    const client = clientFor(options);
    const dir = resolve(await required(options.dir, '--dir', 'Map met facturen'));
    const manifest = await required(options.manifest, '--manifest', 'Manifest (CSV)');
    const info = await stat(dir).catch(() => undefined);
    if (!info?.isDirectory()) throw new CliError(`De map '${dir}' bestaat niet.`);
    const table = await readTableFile(manifest, COLUMNS);
    const [users, existing] = await Promise.all([
      UserDirectory.forEmails(
        client,
        table.rows.map((row) => row.values.email),
      ),
      invoicesByNumber(
        client,
        table.rows.map((row) => row.values.factuur_nummer),
      ),
    ]);
    const rows = table.rows.map((row) =>
      toBulkRow(
        row,
        row.values.factuur_nummer || row.values.bestand,
        row.values.factuur_nummer.trim(),
        () => parseInvoice(row.values),
        row.values.factuur_nummer.trim() || undefined,
      ),
    );
    process.exitCode = await runImport(
      'invoices upload',
      client,
      table,
      rows,
      { kind: 'rows', work: uploadWork(client, dir, users, existing) },
      options,
      WORDS,
    );
  });

  registerInvoiceGenerate(invoices);
}
