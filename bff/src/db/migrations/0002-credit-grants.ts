import { isIsoDate } from '@camperdeel/rules/dates';
import { refundOf } from '@camperdeel/rules/refund';
import { type Kysely, sql } from 'kysely';

/**
 * Credits become an allotment (docs/decisions/0041-credit-allotment.md): every user_credits row also stores what was
 * granted for the year and season, and the balance can never exceed it. Existing rows are converted with
 * grant = current balance + what the user's current reservations in that year used, so every balance (and the
 * ledger that sums to it) stays exactly as it was. A year a reservation used without a row (only possible through
 * hand-made data) gets a row with balance 0, so used never exceeds the grant.
 *
 * SQLite cannot add a CHECK that compares two columns to an existing table, so the table is rebuilt. A savepoint
 * makes the rebuild all-or-nothing whether or not the caller already opened a transaction.
 */

type BalanceRow = { user_id: string; jaar: number; credits_hoogseizoen: number; credits_laagseizoen: number };
type ReservationRow = { user_id: string; start_datum: string; eind_datum: string };
type Grant = BalanceRow & { toegekend_hoogseizoen: number; toegekend_laagseizoen: number };

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`SAVEPOINT credit_grants`.execute(db);
  try {
    await sql`CREATE TABLE user_credits_new (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      jaar INTEGER NOT NULL,
      credits_hoogseizoen INTEGER NOT NULL,
      credits_laagseizoen INTEGER NOT NULL,
      toegekend_hoogseizoen INTEGER NOT NULL,
      toegekend_laagseizoen INTEGER NOT NULL,
      PRIMARY KEY (user_id, jaar),
      CHECK (credits_hoogseizoen >= 0 AND credits_hoogseizoen <= toegekend_hoogseizoen),
      CHECK (credits_laagseizoen >= 0 AND credits_laagseizoen <= toegekend_laagseizoen)
    ) STRICT`.execute(db);

    const balances = await sql<BalanceRow>`
      SELECT user_id, jaar, credits_hoogseizoen, credits_laagseizoen FROM user_credits`.execute(db);
    const reservations = await sql<ReservationRow>`
      SELECT user_id, start_datum, eind_datum FROM reserveringen`.execute(db);

    const grants = new Map<string, Grant>();
    const keyOf = (userId: string, jaar: number) => `${userId}\u0000${jaar}`;
    for (const row of balances.rows) {
      grants.set(keyOf(row.user_id, row.jaar), {
        ...row,
        toegekend_hoogseizoen: row.credits_hoogseizoen,
        toegekend_laagseizoen: row.credits_laagseizoen,
      });
    }
    for (const reservation of reservations.rows) {
      if (!isIsoDate(reservation.start_datum) || !isIsoDate(reservation.eind_datum)) continue;
      for (const used of refundOf(reservation).perJaar) {
        const key = keyOf(reservation.user_id, used.jaar);
        const grant = grants.get(key) ?? {
          user_id: reservation.user_id,
          jaar: used.jaar,
          credits_hoogseizoen: 0,
          credits_laagseizoen: 0,
          toegekend_hoogseizoen: 0,
          toegekend_laagseizoen: 0,
        };
        grant.toegekend_hoogseizoen += used.hoogseizoen;
        grant.toegekend_laagseizoen += used.laagseizoen;
        grants.set(key, grant);
      }
    }
    for (const g of grants.values()) {
      await sql`INSERT INTO user_credits_new
        (user_id, jaar, credits_hoogseizoen, credits_laagseizoen, toegekend_hoogseizoen, toegekend_laagseizoen)
        VALUES (${g.user_id}, ${g.jaar}, ${g.credits_hoogseizoen}, ${g.credits_laagseizoen},
                ${g.toegekend_hoogseizoen}, ${g.toegekend_laagseizoen})`.execute(db);
    }

    await sql`DROP TABLE user_credits`.execute(db);
    await sql`ALTER TABLE user_credits_new RENAME TO user_credits`.execute(db);
    await sql`RELEASE credit_grants`.execute(db);
  } catch (error) {
    await sql`ROLLBACK TO credit_grants`.execute(db);
    await sql`RELEASE credit_grants`.execute(db);
    throw error;
  }
}
