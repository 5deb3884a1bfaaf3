import { addDays } from '@camperdeel/rules/dates';
import { AUDIT_PAGE_DEFAULT, type AuditQuery, encodeAuditCursor } from '@camperdeel/rules/schemas/audit';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

export type AuditEventJson = {
  id: number;
  actor_id: string | null;
  actor_naam: string | null;
  soort: string;
  doel: string | null;
  details: unknown;
  created_at: string;
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
 * Newest first, one bounded page: `cursor` (the previous page's `volgende`) continues after its last row. `actor` is a
 * user id or part of the actor's name; `soort` matches part of the kind (e.g. "POST" or "login").
 */
export async function readAuditLog(
  db: Db,
  query: AuditQuery,
): Promise<{ rows: AuditEventJson[]; volgende: string | null }> {
  const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
  let q = db.selectFrom('audit_log').selectAll();
  if (query.actor) {
    const actor = query.actor;
    q = q.where((eb) =>
      eb.or([eb('actor_id', '=', actor), eb(sql<number>`instr(lower(actor_naam), lower(${actor}))`, '>', 0)]),
    );
  }
  if (query.soort) q = q.where(sql<number>`instr(lower(soort), lower(${query.soort}))`, '>', 0);
  if (query.van) q = q.where('created_at', '>=', amsterdamMidnightUtc(query.van));
  if (query.tot) q = q.where('created_at', '<', amsterdamMidnightUtc(addDays(query.tot, 1)));
  if (query.cursor !== undefined) q = q.where('id', '<', query.cursor);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    rows: page.map((r) => ({ ...r, details: parseDetails(r.details) })),
    volgende: rows.length > limit ? encodeAuditCursor(page.at(-1)?.id ?? 0) : null,
  };
}

function parseDetails(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
