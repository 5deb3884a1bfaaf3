import { addDays } from '@camperdeel/rules/dates';
import type { AuditQuery } from '@camperdeel/rules/schemas/audit';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { engineOf } from '../../db/dialect.ts';
import { type Page, readPage } from '../../db/page.ts';
import { auditMatches, auditSearch } from '../../db/search.ts';

export type AuditEventJson = {
  id: number;
  actor_id: string | null;
  actor_naam: string | null;
  soort: string;
  doel: string | null;
  details: unknown;
  created_at: string;
};

/** An event as stored: its details are JSON text. */
type AuditRow = Omit<AuditEventJson, 'details'> & { details: string };

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

/**
 * One page of the log, newest first (keyset on the id, docs/decisions/0073-paging-logs-and-notifications.md), with
 * `totaal` over the same filters. `actor` is a user id or part of the actor's name; `soort` matches part of the kind
 * (e.g. "POST" or "login"); `zoek` finds actor name, kind and target whatever their case and accents.
 */
export async function readAuditLog(db: Db, { filters, page }: AuditQuery): Promise<Page<AuditEventJson>> {
  let q = db.selectFrom('audit_log').selectAll('audit_log');
  if (filters.actor) {
    const actor = filters.actor;
    // A user id goes through the actor_id index; a name part reads every name (no name holds a whole UUID).
    q = USER_ID.test(actor)
      ? q.where('actor_id', '=', actor)
      : q.where((eb) =>
          eb.or([
            eb('actor_id', '=', actor),
            eb(sql<number>`instr(lower(actor_naam), lower(${actor}))`, '>', 0),
          ]),
        );
  }
  if (filters.soort) q = q.where(sql<number>`instr(lower(soort), lower(${filters.soort}))`, '>', 0);
  if (filters.van) q = q.where('created_at', '>=', amsterdamMidnightUtc(filters.van));
  if (filters.tot) q = q.where('created_at', '<', amsterdamMidnightUtc(addDays(filters.tot, 1)));
  const zoek = page.zoek;
  const sort = { keys: [sql<number>`audit_log.id`], direction: 'desc' as const };
  if (zoek && engineOf(db) === 'sqlite') {
    // Ordered by the search source's rowid (the same id), so its matches come newest first and the page stops early;
    // without other filters the count reads the source alone.
    const search = auditSearch(zoek);
    const rows = q
      .innerJoin(search.source, (join) => join.onRef('zoek.rowid', '=', 'audit_log.id'))
      .where(search.where);
    const alone = Object.values(filters).every((value) => !value);
    const count = alone ? db.selectFrom(search.source).where(search.where) : rows;
    const result = await readPage(
      rows,
      { ...sort, keys: [sql<number>`zoek.rowid`] },
      page,
      count,
      AUDIT_COUNT_LIMIT,
    );
    return withDetails(result);
  }
  if (zoek) q = q.where(({ ref }) => auditMatches(db, ref('audit_log.id'), zoek));
  return withDetails(await readPage(q, sort, page, undefined, AUDIT_COUNT_LIMIT));
}

function withDetails(result: Page<AuditRow>): Page<AuditEventJson> {
  return { ...result, rows: result.rows.map((r) => ({ ...r, details: parseDetails(r.details) })) };
}

function parseDetails(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
