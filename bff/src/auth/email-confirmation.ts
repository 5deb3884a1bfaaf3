import type { Db } from '../db/connection.ts';
import { immediateTransaction } from '../db/transaction.ts';
import { apiFailure } from '../http/api-error.ts';
import type { Deps } from '../http/env.ts';
import { mailSingleUseLink } from './link-mail.ts';
import { findLinkToken } from './link-tokens.ts';
import { hashSecret } from './secrets.ts';

export const CONFIRMATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The account a confirmation mail is for. */
export type ConfirmationTarget = { id: string; email: string; naam: string; confirmed: boolean };

/** The account behind a user id, or undefined. */
export async function confirmationTarget(db: Db, userId: string): Promise<ConfirmationTarget | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.naam', 'users.email_confirmed_at'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, naam: row.naam, confirmed: row.email_confirmed_at !== null };
}

/**
 * Mails a fresh single-use confirmation link (24 hours) to the account's own address; the link points at our own
 * origin (appUrl) and opens the /auth screen, which confirms it. Resolves once the mail is handed over.
 */
export async function sendConfirmationMail(deps: Deps, target: ConfirmationTarget): Promise<void> {
  await mailSingleUseLink(deps, {
    table: 'email_confirmation_tokens',
    user: target,
    lifetimeMs: CONFIRMATION_TOKEN_LIFETIME_MS,
    param: 'bevestig',
    subject: 'Bevestig je e-mailadres - Camperdeel',
    intro: [
      'Welkom bij Camperdeel! Bevestig je e-mailadres via de link hieronder.',
      'De link is 24 uur geldig en werkt één keer.',
    ],
    outro: 'Heb je je niet zelf aangemeld bij Camperdeel? Klik dan niet op de link en negeer deze e-mail.',
  });
}

/**
 * Sends without making the caller wait on SMTP (which may take seconds); a failure is logged, never thrown, since the
 * account it is for already exists. Without SMTP the outbox write is awaited, so the mail is there when we answer.
 */
export async function sendConfirmationMailSafely(deps: Deps, target: ConfirmationTarget): Promise<void> {
  const work = sendConfirmationMail(deps, target).catch((error: unknown) =>
    console.error(JSON.stringify({ level: 'error', msg: 'confirmation mail failed', error: String(error) })),
  );
  if (!deps.config.smtpUrl) await work;
}

/** The user an earlier link belongs to (expired or not); 400 `invalid_token` for a link we never sent. */
export async function userOfConfirmationToken(db: Db, token: string): Promise<string> {
  const row = await findLinkToken(db, 'email_confirmation_tokens', token);
  if (!row) throw apiFailure('invalid_token');
  return row.user_id;
}

/**
 * Confirms the e-mail of the link's account: 400 `invalid_token` when unknown or already used, 400
 * `confirmation_expired` after 24 hours (the screen then offers a new link). Spends the token in the same
 * transaction that marks the address confirmed, so two clicks at once confirm once and the second is refused.
 */
export async function confirmEmail(deps: Deps, token: string): Promise<string> {
  const { db, now } = deps;
  const id = hashSecret(token);
  const at = now();
  return immediateTransaction(db, async (trx) => {
    const row = await findLinkToken(trx, 'email_confirmation_tokens', token);
    if (!row || row.used_at !== null) throw apiFailure('invalid_token');
    if (row.expires_at <= at.getTime()) throw apiFailure('confirmation_expired');
    await trx
      .updateTable('email_confirmation_tokens')
      .set({ used_at: at.getTime() })
      .where('id', '=', id)
      .execute();
    await markEmailConfirmed(trx, row.user_id, at);
    return row.user_id;
  });
}

/** Records that the mailbox was proven; an earlier confirmation time is kept. Call inside the caller's transaction. */
export async function markEmailConfirmed(trx: Db, userId: string, at: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({ email_confirmed_at: at.toISOString() })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
  // Links still in the mail are pointless now; spent ones stay so a second click says "used", not "unknown".
  await trx
    .deleteFrom('email_confirmation_tokens')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
