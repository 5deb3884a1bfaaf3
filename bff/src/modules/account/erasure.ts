import { createHash } from 'node:crypto';
import { escapeHtml } from '@camperdeel/rules/landing-campers';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { parseAuditDetails } from '../audit/record.ts';

/**
 * What erasing an account does to the rows that outlive it (docs/decisions/0056-erasure-pseudonyms.md): mails addressed to
 * the person go, their name in other people's notifications and mails becomes "Verwijderd lid", and the audit log
 * keeps every event with their stable pseudonym instead of their name and e-mail. Runs inside the erasing
 * transaction, before the account row is deleted.
 */

/** Who is erased: read before the rows go. */
export type ErasedPerson = { id: string; naam: string; email: string; pseudonym: string };

/** What other members read where the erased person's name was. */
export const ERASED_MEMBER = 'Verwijderd lid';

/** The one pseudonym of an erased user in the audit log: stable, and says nothing the kept user id does not. */
export function pseudonymOf(userId: string): string {
  const digest = createHash('sha256').update(`camperdeel-verwijderd:${userId}`).digest('hex');
  return `verwijderd-${digest.slice(0, 8)}`;
}

/** The person behind `userId`, or undefined when the account is gone. */
export async function readErasedPerson(trx: Db, userId: string): Promise<ErasedPerson | undefined> {
  const row = await trx
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.naam'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, email: row.email, naam: row.naam ?? '', pseudonym: pseudonymOf(row.id) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `needle` as a whole word sequence, any case: "Jan" is not found in "Jansen". */
function wholeWords(needle: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * A notification or mail text with the person as its subject ("<naam> heeft …", every such text we write) made
 * anonymous, and their e-mail address removed. Only the sentence start is matched, so another member whose name
 * merely contains theirs ("Jan" in "Jan Smit heeft") keeps theirs.
 */
export function anonymiseText(text: string, person: ErasedPerson): string {
  let out = text.replace(wholeWords(person.email), ERASED_MEMBER);
  if (!person.naam) return out;
  for (const form of new Set([person.naam, escapeHtml(person.naam)])) {
    const subject = new RegExp(`(^|[\\n>]|[-•*:;.,] )${escapeRegExp(form)}(?= heeft )`, 'g');
    out = out.replace(subject, `$1${ERASED_MEMBER}`);
  }
  return out;
}

/** Profile fields an admin's write about the person can carry in its details. */
const PERSONAL_KEYS = new Set([
  'naam',
  'email',
  'telefoonnummer',
  'beschrijving',
  'huisdieren',
  'allergieen_intolleranties',
  'profielfoto_url',
]);

/**
 * Audit details with the person's name and e-mail replaced by the pseudonym, at any depth. In an event about the
 * person (they acted, or it concerned them) every profile field is replaced too, so an old name or their phone
 * number in an admin's edit goes as well.
 */
export function pseudonymiseDetails(value: unknown, person: ErasedPerson, about: boolean): unknown {
  if (typeof value === 'string') {
    let out = value.replace(wholeWords(person.email), person.pseudonym);
    if (person.naam) out = out.replace(wholeWords(person.naam), person.pseudonym);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => pseudonymiseDetails(v, person, about));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      about && PERSONAL_KEYS.has(key) && inner !== null && typeof inner !== 'object'
        ? person.pseudonym
        : pseudonymiseDetails(inner, person, about);
  }
  return out;
}

/** Case-insensitive "column contains text" on both engines (instr is mapped to strpos on PostgreSQL). */
function contains(column: string, text: string) {
  return sql<SqlBool>`instr(lower(coalesce(${sql.ref(column)}, '')), ${text.toLowerCase()}) > 0`;
}

/** A held booking bundle's listed changes (JSON) with the person made anonymous in each line. */
function anonymiseBundle(json: string | null, person: ErasedPerson): string | null {
  if (json === null) return null;
  try {
    const content = JSON.parse(json) as { titel?: unknown; regels?: unknown };
    if (typeof content.titel === 'string') content.titel = anonymiseText(content.titel, person);
    if (Array.isArray(content.regels))
      content.regels = content.regels.map((r) => (typeof r === 'string' ? anonymiseText(r, person) : r));
    return JSON.stringify(content);
  } catch {
    return json;
  }
}

/** Mails: those addressed to the person go; others that name them (co-owners', admins') are made anonymous. */
async function eraseMails(trx: Db, person: ErasedPerson): Promise<void> {
  await trx
    .deleteFrom('mail_queue')
    .where(sql<boolean>`lower(ontvanger) = ${person.email.toLowerCase()}`)
    .execute();
  const needles = [person.email, ...(person.naam ? [person.naam, escapeHtml(person.naam)] : [])];
  const rows = await trx
    .selectFrom('mail_queue')
    .select(['id', 'onderwerp', 'tekst', 'html', 'laatste_fout', 'bundel_regels'])
    .where((eb) =>
      eb.or(
        needles.flatMap((n) => [
          contains('tekst', n),
          contains('bundel_regels', JSON.stringify(n).slice(1, -1)),
          contains('html', n),
          contains('onderwerp', n),
          contains('laatste_fout', n),
        ]),
      ),
    )
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('mail_queue')
      .set({
        onderwerp: anonymiseText(row.onderwerp, person),
        tekst: anonymiseText(row.tekst, person),
        html: row.html === null ? null : anonymiseText(row.html, person),
        laatste_fout: row.laatste_fout === null ? null : anonymiseText(row.laatste_fout, person),
        bundel_regels: anonymiseBundle(row.bundel_regels, person),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Other members' notifications that name the person ("<naam> heeft de camper gereserveerd"). */
async function eraseNotifications(trx: Db, person: ErasedPerson): Promise<void> {
  if (!person.naam) return;
  const rows = await trx
    .selectFrom('meldingen')
    .select(['id', 'titel', 'tekst'])
    .where('user_id', '!=', person.id)
    .where((eb) => eb.or([contains('tekst', person.naam), contains('tekst', person.email)]))
    .execute();
  for (const row of rows) {
    const tekst = anonymiseText(row.tekst, person);
    if (tekst !== row.tekst)
      await trx.updateTable('meldingen').set({ tekst }).where('id', '=', row.id).execute();
  }
}

/** Audit events by, about or naming the person keep happening as they did, under the pseudonym. */
async function pseudonymiseAudit(trx: Db, person: ErasedPerson): Promise<void> {
  // One statement for the names: an admin may have acted thousands of times.
  await trx
    .updateTable('audit_log')
    .set({ actor_naam: person.pseudonym })
    .where('actor_id', '=', person.id)
    .where('actor_naam', 'is not', null)
    .execute();
  const rows = await trx
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'doel', 'details'])
    .where((eb) =>
      eb.or([
        eb('doel', '=', person.id),
        contains('details', person.id),
        contains('details', person.email),
        ...(person.naam ? [contains('details', JSON.stringify(person.naam).slice(1, -1))] : []),
        // Their own events only when the details hold a profile field they may have typed.
        eb.and([eb('actor_id', '=', person.id), contains('details', '"invoer"')]),
      ]),
    )
    .execute();
  for (const row of rows) {
    const about = row.actor_id === person.id || row.doel === person.id || row.details.includes(person.id);
    const details = JSON.stringify(pseudonymiseDetails(parseAuditDetails(row.details), person, about));
    if (details === row.details) continue;
    await trx.updateTable('audit_log').set({ details }).where('id', '=', row.id).execute();
  }
}

/**
 * Removes or pseudonymises every row that outlives the account and names the person. The caller deletes the account
 * (its own rows go through ON DELETE CASCADE) in the same transaction, and calls `eraseFilesOf` after the commit.
 */
export async function eraseTraces(trx: Db, person: ErasedPerson): Promise<void> {
  await eraseMails(trx, person);
  await eraseNotifications(trx, person);
  await pseudonymiseAudit(trx, person);
  // Throttle windows keyed by the address (reset and resend limits) would keep it until they expire.
  await trx.deleteFrom('throttle_counters').where(contains('key', person.email)).execute();
}
