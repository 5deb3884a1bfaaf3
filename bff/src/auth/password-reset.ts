import type { Db } from '../db/connection.ts';
import { immediateTransaction } from '../db/transaction.ts';
import { apiFailure } from '../http/api-error.ts';
import type { Deps } from '../http/env.ts';
import { recordAudit, SECURITY_EVENTS } from '../modules/audit/record.ts';
import { markEmailConfirmed } from './email-confirmation.ts';
import { mailSingleUseLink } from './link-mail.ts';
import { findLinkToken } from './link-tokens.ts';
import { hashPassword } from './password.ts';
import { replacePassword } from './replace-password.ts';
import { normaliseEmail } from './users.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Mails a single-use reset link (1 hour) to the account with this e-mail; does nothing for an unknown e-mail, so the
 * caller's answer is the same either way. The link points at our own origin (appUrl), never the request's Host.
 * Resolves once the mail is handed to SMTP or written to the outbox.
 */
export async function sendPasswordReset(deps: Deps, email: string): Promise<void> {
  const { db } = deps;
  const user = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.naam'])
    .where('users.email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!user) return;
  // The /auth screen opens its "new password" step when `reset` is present.
  await mailSingleUseLink(deps, {
    table: 'password_reset_tokens',
    user,
    lifetimeMs: RESET_TOKEN_LIFETIME_MS,
    param: 'reset',
    subject: 'Wachtwoord opnieuw instellen - Camperdeel',
    intro: [
      'Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Via de link hieronder kies je een nieuw wachtwoord.',
      'De link is 1 uur geldig en werkt één keer.',
    ],
    outro:
      'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
  });
}

/**
 * Every reset link of the user stops working: a new password (changed, reset, or the account taken over by SSO)
 * must not be replaceable again through an older mail.
 */
export async function withdrawResetLinks(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/**
 * Sets a new password with a reset token: 400 `invalid_token` when unknown, used or expired. The token and every
 * other reset link of the user are withdrawn, the password replaced, every session of the user revoked and the e-mail marked confirmed in one transaction.
 * Returns the user id.
 */
export async function confirmPasswordReset(deps: Deps, token: string, password: string): Promise<string> {
  const { db, now } = deps;
  const usable = async (conn: Db) => {
    const row = await findLinkToken(conn, 'password_reset_tokens', token);
    if (!row || row.used_at !== null || row.expires_at <= now().getTime()) throw apiFailure('invalid_token');
    return row;
  };
  // A cheap look first, so a made-up token costs no Argon2 time; then again under the write lock.
  await usable(db);
  const passwordHash = await hashPassword(password);
  const at = now().getTime();
  return immediateTransaction(db, async (trx) => {
    const row = await usable(trx);
    await withdrawResetLinks(trx, row.user_id);
    await replacePassword(trx, row.user_id, passwordHash, new Date(at));
    // The link reached the mailbox and was used: that proves the address as well as a confirmation link does.
    await markEmailConfirmed(trx, row.user_id, new Date(at));
    await recordAudit(trx, {
      actorId: row.user_id,
      actorNaam: null,
      soort: SECURITY_EVENTS.passwordReset,
      doel: row.user_id,
      now: now(),
    });
    return row.user_id;
  });
}
