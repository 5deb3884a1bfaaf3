import type { Db } from '../db/connection.ts';
import { apiFailure } from '../http/api-error.ts';
import { recordAudit, SECURITY_EVENTS } from '../modules/audit/record.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';

export type PasswordAttempt = { email: string; wachtwoord: string; rol?: string; ip: string; now: Date };

/**
 * The account id behind an e-mail and password, or 401 `invalid_credentials`. An unknown e-mail and a wrong password
 * take the same path and time and get the same answer; the address tried is recorded (an admin sees a password being
 * guessed), never the password.
 */
export async function checkPassword(db: Db, attempt: PasswordAttempt): Promise<string> {
  const account = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', attempt.email)
    .executeTakeFirst();
  const valid = account?.password_hash
    ? await verifyPassword(account.password_hash, attempt.wachtwoord)
    : await burnPasswordCheck(attempt.wachtwoord);
  if (account && valid) return account.id;
  await recordAudit(db, {
    actorId: account?.id ?? null,
    actorNaam: null,
    soort: SECURITY_EVENTS.loginFailed,
    doel: account?.id ?? null,
    details: { email: attempt.email, ip: attempt.ip, ...(attempt.rol ? { rol: attempt.rol } : {}) },
    now: attempt.now,
  });
  throw apiFailure('invalid_credentials');
}
