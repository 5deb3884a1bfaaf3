import { hashSecret } from '../../auth/secrets.ts';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../http/env.ts';
import { recordAudit, SECURITY_EVENTS } from './record.ts';

/** A CLI run makes thousands of requests: one `token_gebruikt` per token per hour tells the story without the flood. */
const TOKEN_USE_INTERVAL_MS = 60 * 60 * 1000;

/** Records that an API token was used, at most once per token per hour. */
export async function recordTokenUse(db: Db, token: string, user: AuthUser, now: Date): Promise<void> {
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'naam'])
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row) return;
  const since = new Date(now.getTime() - TOKEN_USE_INTERVAL_MS).toISOString();
  const recent = await db
    .selectFrom('audit_log')
    .select('id')
    .where('doel', '=', row.id)
    .where('soort', '=', SECURITY_EVENTS.tokenUsed)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (recent) return;
  await recordAudit(db, {
    actorId: user.id,
    actorNaam: user.naam,
    soort: SECURITY_EVENTS.tokenUsed,
    doel: row.id,
    details: { naam: row.naam },
    now,
  });
}
