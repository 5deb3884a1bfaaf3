import { auditSentence, isAuditKind, printable } from '@camperdeel/rules/audit-sentences';
import { addDays } from '@camperdeel/rules/dates';
import type { AuditQuery } from '@camperdeel/rules/schemas/audit';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { engineOf } from '../../db/dialect.ts';
import { type Page, pagePart, readMergedPage, readPage } from '../../db/page.ts';
import type { Database } from '../../db/schema.ts';
import { auditMatches, auditSearch, camperMatches, personMatches } from '../../db/search.ts';
import { type AuditTarget, targetNames } from './names.ts';
import { parseAuditDetails } from './record.ts';

export type AuditEventJson = {
  id: number;
  actor_id: string | null;
  actor_naam: string | null;
  soort: string;
  doel: string | null;
  details: unknown;
  created_at: string;
  /** The event as a Dutch sentence with today's names (docs/product/admin.md#logboek-admindashboardlogboek). */
  omschrijving: string;
  /** The target's name now: a person, camper, invoice number, document …; null when it is gone or has none. */
  doel_naam: string | null;
  /** What `doel` points at, so the screen can link to it. */
  doel_soort: AuditTarget['soort'];
};

/** An event as stored: its details are JSON text. */
type AuditRow = Omit<AuditEventJson, 'details' | 'omschrijving' | 'doel_naam' | 'doel_soort'> & {
  details: string;
};

/** Midnight in Amsterdam of `day` as a UTC ISO string (created_at is UTC). */
function amsterdamMidnightUtc(day: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(noonUtc),
  );
  // Amsterdam is UTC+1 or UTC+2: local midnight is 23:00 or 22:00 UTC the day before.
  const offsetHours = hour - 12;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000).toISOString();
}

/**
 * `totaal` counts at most this many events: above it an exact count reads every match (a million rows), which no
 * request may cost (docs/decisions/0077-cheap-log-reads.md).
 */
export const AUDIT_COUNT_LIMIT = 1000;

/** The ids the BFF issues (randomUUID). */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account of an e-mail address (stored lower-cased), or a value no actor id equals. */
async function actorIdOfEmail(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? '';
}

/** Enough targets for any name a person types; a longer list means the text is too short to narrow the log. */
const TARGET_LIMIT = 100;

/**
 * The members and campers whose name (or e-mail, brand, model) holds `zoek`, and the invoice numbered `zoek`: a
 * search for 'Zomerzon' finds the events about that camper, although the log keeps its id. Found through the same
 * indexes as the users and campers tables' searches.
 */
async function targetsNamed(db: Db, zoek: string): Promise<string[]> {
  const [people, campers, invoices] = await Promise.all([
    db
      .selectFrom('profiles')
      .select('id')
      .where(({ ref }) => personMatches(db, ref('profiles.id'), zoek))
      .limit(TARGET_LIMIT)
      .execute(),
    db
      .selectFrom('campers')
      .select('id')
      .where(({ ref }) => camperMatches(db, ref('campers.id'), zoek))
      .limit(TARGET_LIMIT)
      .execute(),
    db.selectFrom('facturen').select('id').where('factuur_nummer', '=', zoek.trim()).execute(),
  ]);
  return [...people, ...campers, ...invoices].map((row) => row.id);
}

/**
 * One page of the log, newest first (keyset on the id, docs/decisions/0073-paging-logs-and-notifications.md), with
 * `totaal` over the same filters. `actor` is a user id, an account's e-mail address or part of the actor's name;
 * `soort` is one recorded kind exactly, or else matches part of a kind (e.g. "POST" or "login"); `zoek` finds actor
 * name, kind and target, and the events about a member, camper or invoice of that name, whatever case and accents. Each event comes with its sentence and its target's name.
 */
export async function readAuditLog(db: Db, { filters, page }: AuditQuery): Promise<Page<AuditEventJson>> {
  // The stored columns by name: PostgreSQL also keeps the folded search text, which no answer carries.
  let q = db
    .selectFrom('audit_log')
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'audit_log.actor_naam',
      'audit_log.soort',
      'audit_log.doel',
      'audit_log.details',
      'audit_log.created_at',
    ]);
  if (filters.actor) {
    const actor = filters.actor;
    // A user id or an address goes through the actor_id index; a name part reads every name (no name holds a UUID).
    if (USER_ID.test(actor)) q = q.where('actor_id', '=', actor);
    else if (actor.includes('@')) q = q.where('actor_id', '=', await actorIdOfEmail(db, actor));
    else
      q = q.where((eb) =>
        eb.or([
          eb('actor_id', '=', actor),
          eb(sql<number>`instr(lower(actor_naam), lower(${actor}))`, '>', 0),
        ]),
      );
  }
  const soort = filters.soort;
  if (soort && isAuditKind(soort)) q = q.where('soort', '=', soort);
  else if (soort) q = q.where(sql<number>`instr(lower(soort), lower(${soort}))`, '>', 0);
  if (filters.van) q = q.where('created_at', '>=', amsterdamMidnightUtc(filters.van));
  if (filters.tot) q = q.where('created_at', '<', amsterdamMidnightUtc(addDays(filters.tot, 1)));
  const zoek = page.zoek;
  const sort = { keys: [sql<number>`audit_log.id`], direction: 'desc' as const };
  if (!zoek) return described(db, await readPage(q, sort, page, { countUpTo: AUDIT_COUNT_LIMIT }));
  const named = await targetsNamed(db, zoek);
  if (engineOf(db) === 'sqlite') {
    // Ordered by the search source's rowid (the same id), so its matches come newest first and the page stops early.
    const search = auditSearch(zoek);
    const rows = q
      .innerJoin(search.source, (join) => join.onRef('zoek.rowid', '=', 'audit_log.id'))
      .where(search.where);
    const bySearch = { ...sort, keys: [sql<number>`zoek.rowid`] };
    if (named.length > 0) return described(db, await mergedWithTargets(q, rows, bySearch.keys, named, page));
    // Without other filters the count reads the source alone.
    const alone = Object.values(filters).every((value) => !value);
    const count = alone ? db.selectFrom(search.source).where(search.where) : rows;
    return described(
      db,
      await readPage(rows, bySearch, page, { countQuery: count, countUpTo: AUDIT_COUNT_LIMIT }),
    );
  }
  const rows = q.where(auditMatches(zoek));
  if (named.length > 0) return described(db, await mergedWithTargets(q, rows, sort.keys, named, page));
  return described(db, await readPage(rows, sort, page, { countUpTo: AUDIT_COUNT_LIMIT }));
}

/**
 * The events the text finds merged with the events about the named targets (through the doel index): each part
 * stops after its page, so a common word does not make the log collect every event that mentions it.
 */
function mergedWithTargets<DB, TB extends keyof DB>(
  filtered: SelectQueryBuilder<Database, 'audit_log', AuditRow>,
  found: SelectQueryBuilder<DB, TB, AuditRow>,
  [foundKey]: RawBuilder<number>[],
  named: string[],
  page: AuditQuery['page'],
): Promise<Page<AuditRow>> {
  const about = filtered.where('audit_log.doel', 'in', named);
  return readMergedPage(
    [pagePart(found, foundKey ?? sql<number>`audit_log.id`), pagePart(about, sql<number>`audit_log.id`)],
    (row) => row.id,
    page,
    AUDIT_COUNT_LIMIT,
  );
}

/** The page's events with their details parsed, their target named and their sentence. */
async function described(db: Db, result: Page<AuditRow>): Promise<Page<AuditEventJson>> {
  const targetOf = await targetNames(db, result.rows);
  return {
    ...result,
    rows: result.rows.map((r) => {
      const details = parseAuditDetails(r.details);
      const target = targetOf(r);
      return {
        ...r,
        // A name typed with control characters is stored as typed; it leaves the server printable.
        actor_naam: r.actor_naam === null ? null : printable(r.actor_naam),
        details,
        omschrijving: auditSentence(r.soort, details, target),
        doel_naam: target.doel === null ? null : printable(target.doel) || null,
        doel_soort: target.soort,
      };
    }),
  };
}
