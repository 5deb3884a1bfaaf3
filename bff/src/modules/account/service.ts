import { imageFiles } from '@camperdeel/rules/images';
import { revokeApiTokensOf } from '../../auth/api-tokens.ts';
import { deviceName } from '../../auth/device-name.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { withdrawResetLinks } from '../../auth/password-reset.ts';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/env.ts';
import { recordAudit, SECURITY_EVENTS } from '../audit/record.ts';
import { findOwnedCamper } from '../campers/ownership.ts';
import type { FilesToRemove } from '../files/admin-files.ts';
import { isLastAdmin } from '../users/admin-service.ts';
import { type ErasedPerson, eraseTraces, pseudonymOf, readErasedPerson } from './erasure.ts';

/**
 * Member self-service (docs/product/api.md#co-owner-life-and-self-service-architecture-10): change password, sessions, withdraw an application, erase the account.
 * `currentSession` is the SHA-256 id of the session making the request (null for an API token).
 */

/**
 * 403 `wrong_password` unless `password` is the user's current one (an SSO-only account has none). A failure is a
 * security event (docs/product/api.md#co-owner-life-and-self-service-architecture-10): someone holding the session is guessing the password.
 */
async function checkPassword(
  db: Db,
  user: AuthUser,
  password: string,
  attempt: { handeling: 'wachtwoord_wijzigen' | 'account_verwijderen'; now: Date },
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirst();
  const valid = row?.password_hash ? await verifyPassword(row.password_hash, password) : false;
  if (valid) return;
  await recordAudit(db, {
    actorId: user.id,
    actorNaam: user.naam,
    soort: SECURITY_EVENTS.passwordCheckFailed,
    doel: user.id,
    details: { handeling: attempt.handeling },
    now: attempt.now,
  });
  throw apiFailure('wrong_password');
}

export async function changePassword(
  db: Db,
  input: { user: AuthUser; currentSession: string | null; huidig: string; nieuw: string; now: Date },
): Promise<number> {
  const { user, now } = input;
  await checkPassword(db, user, input.huidig, { handeling: 'wachtwoord_wijzigen', now });
  const passwordHash = await hashPassword(input.nieuw);
  return immediateTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    // Every other session ends (a thief signed in elsewhere is out); the one that changed it stays.
    let others = trx.deleteFrom('sessions').where('user_id', '=', user.id);
    if (input.currentSession) others = others.where('id', '!=', input.currentSession);
    const ended = Number((await others.executeTakeFirst()).numDeletedRows);
    await withdrawResetLinks(trx, user.id);
    // API tokens never survive a password change (not even those of this device): `camperdeel login` again.
    await revokeApiTokensOf(trx, user.id, now);
    await recordAudit(trx, {
      actorId: user.id,
      actorNaam: user.naam,
      soort: SECURITY_EVENTS.passwordChanged,
      doel: user.id,
      details: { beeindigde_sessies: ended },
      now,
    });
    return ended;
  });
}

export type SessionJson = {
  id: string;
  apparaat: string;
  user_agent: string | null;
  created_at: string;
  laatst_gebruikt: string | null;
  verloopt_at: string;
  huidige: boolean;
};

/** Active sessions, the current one first, then by last use; never the token or its hash. */
export async function listSessions(
  db: Db,
  userId: string,
  currentSession: string | null,
  now: Date,
): Promise<SessionJson[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'user_agent', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.getTime())
    .orderBy('last_used_at', 'desc')
    .execute();
  return rows
    .filter((r) => r.public_id !== null)
    .map((r) => ({
      id: r.public_id ?? '',
      apparaat: deviceName(r.user_agent),
      user_agent: r.user_agent,
      created_at: r.created_at,
      laatst_gebruikt: r.last_used_at === null ? null : new Date(r.last_used_at).toISOString(),
      verloopt_at: new Date(r.expires_at).toISOString(),
      huidige: r.id === currentSession,
    }))
    .sort((a, b) => Number(b.huidige) - Number(a.huidige));
}

/** Ends one of the user's own sessions; someone else's (or an unknown) id is 404. True when it was the current one. */
export async function endSession(
  db: Db,
  input: { user: AuthUser; publicId: string; currentSession: string | null; now: Date },
): Promise<boolean> {
  const { user } = input;
  return immediateTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('sessions')
      .select('id')
      .where('public_id', '=', input.publicId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw apiFailure('not_found');
    await trx.deleteFrom('sessions').where('id', '=', row.id).execute();
    await recordAudit(trx, {
      actorId: user.id,
      actorNaam: user.naam,
      soort: SECURITY_EVENTS.sessionEnded,
      doel: input.publicId,
      now: input.now,
    });
    return row.id === input.currentSession;
  });
}

/** Withdraws one's own application while it is in_afwachting (409 otherwise); someone else's is 404. */
export async function withdrawApplication(db: Db, userId: string, id: string): Promise<void> {
  await immediateTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('aanmeldingen')
      .select('status')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw apiFailure('not_found');
    if (row.status !== 'in_afwachting') throw apiFailure('application_not_open');
    await trx.deleteFrom('aanmeldingen').where('id', '=', id).execute();
  });
}

/**
 * Erases the account (GDPR art. 17) after checking the password (403), that the user owns no camper (409
 * `is_owner`: co-ownership is a contract an admin ends first) and is not the last admin (409 `last_admin`). Profile,
 * sessions, tokens, credits, applications, notifications and invoices go through ON DELETE CASCADE in one
 * transaction, and every row that outlives them loses the person (erasure.ts); the caller removes the returned files
 * and outbox mails after the commit. The audit log keeps its events under the person's pseudonym.
 */
export async function deleteOwnAccount(
  db: Db,
  input: { user: AuthUser; wachtwoord: string; now: Date },
): Promise<FilesToRemove & { person: ErasedPerson | undefined }> {
  const { user, now } = input;
  await checkPassword(db, user, input.wachtwoord, { handeling: 'account_verwijderen', now });
  return immediateTransaction(db, async (trx) => {
    if (await findOwnedCamper(trx, user.id)) throw apiFailure('is_owner');
    // Read in the transaction: two admins erasing themselves at once take turns, and the second is refused.
    if (await isLastAdmin(trx, user.id)) throw apiFailure('last_admin');
    const person = await readErasedPerson(trx, user.id);
    const profile = await trx
      .selectFrom('profiles')
      .select('profielfoto_url')
      .where('id', '=', user.id)
      .executeTakeFirst();
    const invoices = await trx
      .selectFrom('facturen')
      .select('storage_key')
      .where('user_id', '=', user.id)
      .execute();
    if (person) await eraseTraces(trx, person);
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    const pseudonym = pseudonymOf(user.id);
    await recordAudit(trx, {
      actorId: user.id,
      actorNaam: pseudonym,
      soort: SECURITY_EVENTS.accountDeleted,
      doel: user.id,
      details: { user_id: user.id, pseudoniem: pseudonym },
      now,
    });
    const photo = profile?.profielfoto_url;
    return {
      person,
      publicUrls: photo ? imageFiles(photo) : [],
      privateFiles: invoices.map((i) => ({ bucket: 'facturen' as const, key: i.storage_key })),
    };
  });
}
