import type { Db } from '../db/connection.ts';
import { budgetKey, spendBudget } from '../http/db-budget.ts';
import type { RateDecision } from '../http/rate-limiter.ts';
import { normaliseEmail } from './users.ts';

/**
 * Mails anyone can make us send to an address (registration confirmation, resend, password reset) share one budget
 * per address: 3 an hour, whatever client asks and through whichever instance, so nobody can flood a mailbox or hurt
 * our sender reputation with it. Invitations are sent by admins only and are not counted.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/** Spends one mail of the address's budget; a refused spend sends nothing (the caller decides what to answer). */
export function spendAddressMail(db: Db, email: string): Promise<RateDecision> {
  return spendBudget(db, budgetKey('mail', normaliseEmail(email)), MAILS_PER_ADDRESS_PER_HOUR, HOUR_MS);
}
