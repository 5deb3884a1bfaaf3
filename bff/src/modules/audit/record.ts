import type { Db } from '../../db/connection.ts';

/** Security events (docs/product/api.md#co-owner-life-and-self-service-architecture-10); admin writes are recorded as `<METHOD> <path>` by admin-writes.ts. */
export const SECURITY_EVENTS = {
  loginFailed: 'login_mislukt',
  passwordChanged: 'wachtwoord_gewijzigd',
  /** A signed-in user's password confirmation failed (changing the password, erasing the account). */
  passwordCheckFailed: 'wachtwoord_onjuist',
  passwordReset: 'wachtwoord_reset',
  tokenCreated: 'token_aangemaakt',
  tokenUsed: 'token_gebruikt',
  accountDeleted: 'account_verwijderd',
  sessionEnded: 'sessie_beeindigd',
} as const;

export type AuditEntry = {
  actorId: string | null;
  actorNaam: string | null;
  soort: string;
  doel?: string | null;
  details?: Record<string, unknown>;
  now: Date;
};

/** Keys whose values never enter the log, at any depth: passwords, tokens, secrets, hashes. */
const SECRET_KEY = /wachtwoord|password|token|secret|waarde|hash|cookie|authorization/i;
const MAX_DETAIL_TEXT = 500;
const MAX_DEPTH = 4;

/** A copy without secrets, with long texts cut, so a hostile body cannot bloat the append-only table. */
export function safeDetails(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_DETAIL_TEXT ? `${value.slice(0, MAX_DETAIL_TEXT)}…` : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => safeDetails(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value).slice(0, 50)) {
    out[key] = SECRET_KEY.test(key) ? '[verborgen]' : safeDetails(inner, depth + 1);
  }
  return out;
}

/** Appends one event (the table refuses UPDATE and DELETE). Pass the caller's transaction when there is one. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      actor_naam: entry.actorNaam,
      soort: entry.soort,
      doel: entry.doel ?? null,
      details: JSON.stringify(safeDetails(entry.details ?? {})),
      created_at: entry.now.toISOString(),
    })
    .execute();
}

/** The details recordAudit stored with an event; a text that does not parse reads as no details. */
export function parseAuditDetails(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
