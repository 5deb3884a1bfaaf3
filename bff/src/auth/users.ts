import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { ProfilesTable, UserStatus } from '../db/schema.ts';
import { immediateTransaction } from '../db/transaction.ts';
import { apiFailure } from '../http/api-error.ts';
import { hashPassword } from './password.ts';

export type NewUserInput = {
  email: string;
  naam: string;
  /** Plain password to hash; or give `passwordHash` (a precomputed Argon2id hash, or null for SSO-only accounts). */
  password?: string;
  passwordHash?: string | null;
  status?: UserStatus;
  telefoonnummer?: string | null;
  admin?: boolean;
  now?: Date;
};

export type CreatedUser = { id: string; email: string; naam: string; status: UserStatus; isAdmin: boolean };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates the login (users), the profile and optionally the admin role in one transaction; 409 `email_taken`. */
export async function createUser(db: Db, input: NewUserInput): Promise<CreatedUser> {
  const email = normaliseEmail(input.email);
  const passwordHash =
    input.password !== undefined ? await hashPassword(input.password) : (input.passwordHash ?? null);
  const id = randomUUID();
  const status = input.status ?? 'prospect';
  const at = (input.now ?? new Date()).toISOString();
  await immediateTransaction(db, async (trx) => {
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw apiFailure('email_taken');
    await insertUserRows(trx, {
      id,
      email,
      passwordHash,
      at,
      profile: { naam: input.naam.trim(), telefoonnummer: input.telefoonnummer ?? null, status },
    });
    if (input.admin) await trx.insertInto('user_roles').values({ user_id: id, role: 'admin' }).execute();
  });
  return { id, email, naam: input.naam.trim(), status, isAdmin: input.admin === true };
}

/**
 * Writes a new user's login and profile with one id, e-mail and timestamp, inside the caller's transaction (the
 * demo seed adds many users in one).
 */
export async function insertUserRows(
  trx: Db,
  user: {
    id: string;
    email: string;
    passwordHash: string | null;
    at: string;
    profile: Omit<Insertable<ProfilesTable>, 'id' | 'email' | 'created_at' | 'updated_at'>;
  },
): Promise<void> {
  const { id, email, at } = user;
  await trx
    .insertInto('users')
    .values({ id, email, password_hash: user.passwordHash, created_at: at })
    .execute();
  await trx
    .insertInto('profiles')
    .values({ id, email, ...user.profile, created_at: at, updated_at: at })
    .execute();
}

/** Bootstraps an administrator (CLI `db create-admin`). */
export function createAdmin(
  db: Db,
  input: { email: string; naam: string; password: string; now?: Date },
): Promise<CreatedUser> {
  return createUser(db, { ...input, admin: true });
}
