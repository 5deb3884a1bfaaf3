import { randomUUID } from 'node:crypto';
import { SERVICE_FEE_EUR_PER_MONTH } from '@camperdeel/rules/camper';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { euroToCents } from '@camperdeel/rules/money';
import type {
  GeneratedInvoice,
  InvoiceGenerateAnswer,
  InvoiceGenerateInput,
  SkippedInvoice,
} from '@camperdeel/rules/schemas/club-office';
import { MIME } from '@camperdeel/rules/schemas/files';
import {
  serviceInvoiceDueDate,
  serviceInvoiceName,
  serviceInvoiceNumber,
} from '@camperdeel/rules/service-invoices';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { deleteFile, saveFile } from '../../storage/files.ts';
import { notifyNewInvoice } from '../notifications/events.ts';
import { notifyContextOf } from '../notifications/service.ts';
import { renderServiceInvoice } from './service-invoice-pdf.ts';

const BUCKET = 'facturen';

type Owner = { user_id: string; naam: string; camper_id: string; camper_naam: string };

/** Every current owner with their camper, in a stable order (camper, then name). */
async function currentOwners(db: Db): Promise<Owner[]> {
  return db
    .selectFrom('camper_eigenaars')
    .innerJoin('profiles', 'profiles.id', 'camper_eigenaars.user_id')
    .innerJoin('campers', 'campers.id', 'camper_eigenaars.camper_id')
    .select([
      'camper_eigenaars.user_id',
      'profiles.naam',
      'camper_eigenaars.camper_id',
      'campers.naam as camper_naam',
    ])
    .orderBy('campers.naam')
    .orderBy('profiles.naam')
    .orderBy('camper_eigenaars.user_id')
    .execute();
}

/** The month's invoices already made, by `user_id/camper_id`. */
async function madeFor(db: Db, maand: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('facturen')
    .select(['user_id', 'camper_id', 'factuur_nummer'])
    .where('servicemaand', '=', maand)
    .execute();
  return new Map(rows.map((r) => [`${r.user_id}/${r.camper_id}`, r.factuur_nummer]));
}

/** The next free number of the year: the counter moves only inside the transaction that uses it, so no gap. */
async function nextNumber(trx: Db, factuurdatum: string): Promise<string> {
  const jaar = yearOf(factuurdatum);
  const row = await trx
    .selectFrom('factuur_tellers')
    .select('laatste')
    .where('jaar', '=', jaar)
    .executeTakeFirst();
  let volgnummer = (row?.laatste ?? 0) + 1;
  // A number typed in by hand for an uploaded invoice is in use already: the series continues after it.
  for (;;) {
    const taken = await trx
      .selectFrom('facturen')
      .select('id')
      .where('factuur_nummer', '=', serviceInvoiceNumber(factuurdatum, volgnummer))
      .executeTakeFirst();
    if (!taken) break;
    volgnummer += 1;
  }
  await trx
    .insertInto('factuur_tellers')
    .values({ jaar, laatste: volgnummer })
    .onConflict((oc) => oc.column('jaar').doUpdateSet({ laatste: volgnummer }))
    .execute();
  return serviceInvoiceNumber(factuurdatum, volgnummer);
}

function skippedText(nummer: string): string {
  return `Voor deze maand is al een servicefactuur gemaakt (${nummer}).`;
}

type Plan = { todo: Owner[]; overgeslagen: SkippedInvoice[] };

async function plan(db: Db, maand: string): Promise<Plan> {
  const [owners, made] = await Promise.all([currentOwners(db), madeFor(db, maand)]);
  const todo: Owner[] = [];
  const overgeslagen: SkippedInvoice[] = [];
  for (const owner of owners) {
    const nummer = made.get(`${owner.user_id}/${owner.camper_id}`);
    if (nummer === undefined) todo.push(owner);
    else overgeslagen.push({ ...owner, maand, reden: skippedText(nummer), factuur_nummer: nummer });
  }
  return { todo, overgeslagen };
}

/**
 * Makes the month's service-fee invoices (docs/product/club-office.md#service-fee-invoices): one PDF per current
 * owner and camper that has none for the month yet, numbered, stored, recorded and announced in one transaction. A
 * dry run answers the same list without numbers and writes nothing. A failure removes the files it stored.
 */
export async function generateServiceInvoices(
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'appOrigin'>,
  input: InvoiceGenerateInput & { actorId: string | null },
): Promise<InvoiceGenerateAnswer> {
  const { db, config } = deps;
  const { maand } = input;
  const now = deps.now();
  const factuurdatum = todayInAmsterdam(now);
  const vervaldatum = serviceInvoiceDueDate(factuurdatum);
  const factuurNaam = serviceInvoiceName(maand);
  const bedragCent = euroToCents(SERVICE_FEE_EUR_PER_MONTH);
  const item = (owner: Owner, id: string | null, nummer: string | null): GeneratedInvoice => ({
    ...owner,
    maand,
    id,
    factuur_nummer: nummer,
    factuur_naam: factuurNaam,
    bedrag_centen: bedragCent,
    factuurdatum,
    vervaldatum,
  });
  if (input.dry_run) {
    const { todo, overgeslagen } = await plan(db, maand);
    return { facturen: todo.map((o) => item(o, null, null)), overgeslagen, dry_run: true };
  }
  const stored: string[] = [];
  const notify = notifyContextOf(deps);
  try {
    return await immediateTransaction(db, async (trx) => {
      const { todo, overgeslagen } = await plan(trx, maand);
      const facturen: GeneratedInvoice[] = [];
      for (const owner of todo) {
        const nummer = await nextNumber(trx, factuurdatum);
        const bytes = await renderServiceInvoice({
          factuurNummer: nummer,
          factuurdatum,
          vervaldatum,
          maand,
          bedragCent,
          eigenaar: owner.naam,
          camper: owner.camper_naam,
        });
        const key = await saveFile(config, BUCKET, bytes, 'pdf', { asUploaded: true });
        stored.push(key);
        const id = randomUUID();
        await trx
          .insertInto('facturen')
          .values({
            id,
            user_id: owner.user_id,
            factuur_nummer: nummer,
            factuur_naam: factuurNaam,
            storage_key: key,
            bedrag_cent: bedragCent,
            factuurdatum,
            vervaldatum,
            betaald: 0,
            bestandsgrootte: bytes.byteLength,
            bestandstype: MIME.pdf,
            uploaded_by: input.actorId,
            uploaded_at: now.toISOString(),
            servicemaand: maand,
            camper_id: owner.camper_id,
          })
          .execute();
        await notifyNewInvoice(trx, notify, {
          userId: owner.user_id,
          factuurNummer: nummer,
          factuurNaam,
        });
        facturen.push(item(owner, id, nummer));
      }
      return { facturen, overgeslagen, dry_run: false };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deleteFile(config, BUCKET, key)));
    throw error;
  }
}
