import { ERRORS } from '@camperdeel/rules/errors';
import { mailSingleUseLink } from '../../auth/link-mail.ts';
import { hashPassword } from '../../auth/password.ts';
import { replacePassword } from '../../auth/replace-password.ts';
import { hashSecret } from '../../auth/secrets.ts';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { Deps } from '../../http/env.ts';

/** An invitation link stays valid a week: long enough for a member who reads mail on Sundays. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Who an invitation goes to. */
export type Invitee = { id: string; email: string; naam: string };

/**
 * The user an invitation may go to: one who never chose a password. Someone who has one is 409: the link would let
 * whoever reads that mail replace it (they use "Wachtwoord vergeten" instead).
 */
async function invitee(db: Db, userId: string): Promise<Invitee> {
  const user = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.naam', 'users.password_hash'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw apiFailure('user_not_found');
  if (user.password_hash !== null) throw apiFailure('already_has_password');
  return { id: user.id, email: user.email, naam: user.naam };
}

/** Mails the Dutch welcome with a link to set a password (our own origin, never the request's Host). */
export async function sendInvitation(deps: Deps, userId: string): Promise<Invitee> {
  const user = await invitee(deps.db, userId);
  await mailSingleUseLink(deps, {
    table: 'user_invitations',
    user,
    lifetimeMs: INVITATION_LIFETIME_MS,
    param: 'uitnodiging',
    subject: 'Welkom bij Camperdeel - kies je wachtwoord',
    intro: [
      `Welkom bij Camperdeel! Er is een account voor je aangemaakt met het e-mailadres ${user.email}.`,
      'Via de link hieronder kies je zelf een wachtwoord; daarna kun je inloggen.',
      'De link is 7 dagen geldig en werkt één keer.',
    ],
    outro:
      'Is de link verlopen? Vraag de beheerder om een nieuwe uitnodiging, of kies "Wachtwoord vergeten" bij het inloggen.',
  });
  return user;
}

/** Users who never set a password and cannot sign in another way (no OIDC account): the ones to invite again. */
export async function usersWithoutPassword(db: Db): Promise<Invitee[]> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.id', 'users.email', 'profiles.naam'])
    .where('users.password_hash', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('oauth_accounts')
            .select('user_id')
            .whereRef('oauth_accounts.user_id', '=', 'users.id'),
        ),
      ),
    )
    .orderBy('users.email')
    .execute();
}

export type InvitationOutcome =
  | { user_id: string; email: string; verstuurd: true }
  | { user_id: string; email: string | null; verstuurd: false; fout: { code: string; message: string } };

/** Sends one invitation per user, in order; a failure (unknown user, mail down) is reported for that user only. */
export async function sendInvitations(deps: Deps, userIds: readonly string[]): Promise<InvitationOutcome[]> {
  const outcomes: InvitationOutcome[] = [];
  for (const userId of userIds) {
    try {
      const user = await sendInvitation(deps, userId);
      outcomes.push({ user_id: user.id, email: user.email, verstuurd: true });
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
          ? error.code
          : 'mail_failed';
      const message =
        code === 'user_not_found'
          ? 'Gebruiker niet gevonden.'
          : code === 'already_has_password'
            ? ERRORS.already_has_password.message
            : 'De uitnodiging kon niet worden verstuurd. Probeer het later opnieuw.';
      outcomes.push({ user_id: userId, email: null, verstuurd: false, fout: { code, message } });
    }
  }
  return outcomes;
}

/**
 * Sets the first password with an invitation token: 400 `invalid_token` when unknown, used, expired, or when the
 * user has chosen a password since. The token
 * is spent, the password set and every session of the user ended in one transaction. Returns the user id.
 */
export async function acceptInvitation(deps: Deps, token: string, password: string): Promise<string> {
  const { db, now } = deps;
  const id = hashSecret(token);
  const usable = async (conn: Db) => {
    const row = await conn
      .selectFrom('user_invitations')
      .innerJoin('users', 'users.id', 'user_invitations.user_id')
      .select(['user_invitations.user_id', 'user_invitations.expires_at', 'user_invitations.used_at'])
      .select('users.password_hash')
      .where('user_invitations.id', '=', id)
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now().getTime()) throw apiFailure('invalid_token');
    // A password chosen since (through "Wachtwoord vergeten") is not replaced by an older invitation.
    if (row.password_hash !== null) throw apiFailure('invalid_token');
    return row;
  };
  // A cheap look first, so a made-up token costs no Argon2 time; then again under the write lock.
  await usable(db);
  const passwordHash = await hashPassword(password);
  return immediateTransaction(db, async (trx) => {
    const row = await usable(trx);
    await trx
      .updateTable('user_invitations')
      .set({ used_at: now().getTime() })
      .where('id', '=', id)
      .execute();
    await replacePassword(trx, row.user_id, passwordHash, now());
    return row.user_id;
  });
}
