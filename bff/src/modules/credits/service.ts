import {
  type CreditAmounts,
  type CreditRow,
  creditRowsToWrite,
  creditsForYear,
  creditsOutsideHorizonMessage,
  freshCreditRow,
  regrant,
} from '@camperdeel/rules/credits';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { isHorizonYear } from '@camperdeel/rules/horizon';
import type { CreditBalance, YearSeasonCount } from '@camperdeel/rules/reservation-plan';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CreditLedgerReason } from '../../db/schema.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';

/**
 * Season credits per user and year as an allotment (docs/decisions/0041-credit-allotment.md): each row holds what was
 * granted (`toegekend_*`) and the balance left (`credits_*` = granted − used by reservations). Every balance change
 * also writes credit_ledger rows (one per season with a non-zero delta), so a balance always equals the sum of its
 * ledger. Rows exist only inside the booking horizon (this and next calendar year). Functions that take a `trx`
 * write and must run inside `immediateTransaction`; `setCredits` opens its own.
 */

export type CreditStandard = { start_jaar: number } & CreditAmounts;

export async function readCreditStandard(db: Db, userId: string): Promise<CreditStandard | null> {
  const row = await db
    .selectFrom('credit_standards')
    .select(['start_jaar', 'credits_hoogseizoen', 'credits_laagseizoen'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The stored rows (balance and grant), by year; all years when `years` is absent. */
export async function readBalances(db: Db, userId: string, years?: readonly number[]): Promise<CreditRow[]> {
  let query = db
    .selectFrom('user_credits')
    .select([
      'jaar',
      'credits_hoogseizoen',
      'credits_laagseizoen',
      'toegekend_hoogseizoen',
      'toegekend_laagseizoen',
    ])
    .where('user_id', '=', userId);
  if (years) {
    if (years.length === 0) return [];
    query = query.where('jaar', 'in', [...years]);
  }
  return query.orderBy('jaar').execute();
}

/** The grant the standard gives a year that has none yet; null before or at the start year (that row is set). */
function standardGrantFor(standard: CreditStandard | null, jaar: number): CreditBalance | null {
  if (!standard || jaar <= standard.start_jaar) return null;
  return creditsForYear(
    {
      jaar: standard.start_jaar,
      credits_hoogseizoen: standard.credits_hoogseizoen,
      credits_laagseizoen: standard.credits_laagseizoen,
      standaard: {
        credits_hoogseizoen: standard.credits_hoogseizoen,
        credits_laagseizoen: standard.credits_laagseizoen,
      },
    },
    jaar,
  );
}

/**
 * Balances for `years` as the user will get them: stored rows, and for a missing year the row its standard will
 * create on first use. Read-only (a GET never changes state); writers call `materialiseCredits` instead. The rows and
 * the standard come in one statement: every booking's answer and every calendar load reads them.
 */
export async function effectiveBalances(
  db: Db,
  userId: string,
  years: readonly number[],
): Promise<CreditRow[]> {
  if (years.length === 0) return [];
  const rows = await db
    .selectFrom('user_credits')
    .select([
      sql<number>`1`.as('opgeslagen'),
      'jaar',
      'credits_hoogseizoen',
      'credits_laagseizoen',
      'toegekend_hoogseizoen',
      'toegekend_laagseizoen',
    ])
    .where('user_id', '=', userId)
    .where('jaar', 'in', [...years])
    .unionAll(
      db
        .selectFrom('credit_standards')
        .select([
          sql<number>`0`.as('opgeslagen'),
          'start_jaar as jaar',
          'credits_hoogseizoen',
          'credits_laagseizoen',
          'credits_hoogseizoen as toegekend_hoogseizoen',
          'credits_laagseizoen as toegekend_laagseizoen',
        ])
        .where('user_id', '=', userId),
    )
    .execute();
  const stored: CreditRow[] = rows
    .filter((r) => Number(r.opgeslagen) === 1)
    .map(({ opgeslagen: _, ...row }) => row);
  const standardRow = rows.find((r) => Number(r.opgeslagen) === 0);
  const standard: CreditStandard | null = standardRow
    ? {
        start_jaar: standardRow.jaar,
        credits_hoogseizoen: standardRow.credits_hoogseizoen,
        credits_laagseizoen: standardRow.credits_laagseizoen,
      }
    : null;
  const result = [...stored];
  for (const jaar of years) {
    if (stored.some((r) => r.jaar === jaar)) continue;
    const derived = standardGrantFor(standard, jaar);
    if (derived) result.push(freshCreditRow(jaar, derived));
  }
  return result.sort((a, b) => a.jaar - b.jaar);
}

type LedgerEntry = {
  userId: string;
  jaar: number;
  hoogseizoen: number;
  laagseizoen: number;
  reden: CreditLedgerReason;
  reserveringId?: string | null;
  actorId?: string | null;
  now: Date;
};

async function writeLedger(trx: Db, entry: LedgerEntry): Promise<void> {
  const rows = (['hoogseizoen', 'laagseizoen'] as const)
    .filter((seizoen) => entry[seizoen] !== 0)
    .map((seizoen) => ({
      user_id: entry.userId,
      jaar: entry.jaar,
      seizoen,
      delta: entry[seizoen],
      reden: entry.reden,
      reservering_id: entry.reserveringId ?? null,
      actor_id: entry.actorId ?? null,
      created_at: entry.now.toISOString(),
    }));
  if (rows.length > 0) await trx.insertInto('credit_ledger').values(rows).execute();
}

/**
 * Creates the missing rows of `years` from the user's standard (ledger reason `standaard`, granted and balance
 * both the standard) and returns the stored rows of those years. A year outside the booking horizon never gets a
 * row. Call inside a transaction, before checking or changing balances.
 */
export async function materialiseCredits(
  trx: Db,
  userId: string,
  years: readonly number[],
  now: Date,
): Promise<CreditRow[]> {
  const stored = await readBalances(trx, userId, years);
  const today = todayInAmsterdam(now);
  const missing = years.filter((jaar) => isHorizonYear(jaar, today) && !stored.some((r) => r.jaar === jaar));
  if (missing.length === 0) return stored;
  const standard = await readCreditStandard(trx, userId);
  for (const jaar of missing) {
    const grant = standardGrantFor(standard, jaar);
    if (!grant) continue;
    await trx
      .insertInto('user_credits')
      .values({ user_id: userId, ...freshCreditRow(jaar, grant) })
      .execute();
    await writeLedger(trx, {
      userId,
      jaar,
      hoogseizoen: grant.credits_hoogseizoen,
      laagseizoen: grant.credits_laagseizoen,
      reden: 'standaard',
      now,
    });
  }
  return readBalances(trx, userId, years);
}

export type CreditChange = {
  userId: string;
  /** Days per year and season (as planReservation / refundOf give them). */
  perJaar: readonly YearSeasonCount[];
  /** -1 spends (reservering), 1 gives back (annulering). */
  sign: 1 | -1;
  reden: CreditLedgerReason;
  reserveringId: string | null;
  actorId: string | null;
  now: Date;
};

/**
 * Spends or refunds credits with ledger rows; the grant stays as it is. The caller has checked the rows exist and
 * suffice (planReservation, planRefund) inside the same transaction; the table's CHECKs (0 ≤ balance ≤ grant) are
 * the last line of defence, so a refund can never lift a balance above what was granted.
 */
export async function applyCreditChange(trx: Db, change: CreditChange): Promise<void> {
  for (const u of change.perJaar) {
    const hoog = change.sign * u.hoogseizoen;
    const laag = change.sign * u.laagseizoen;
    if (hoog === 0 && laag === 0) continue;
    const result = await trx
      .updateTable('user_credits')
      .set((eb) => ({
        credits_hoogseizoen: eb('credits_hoogseizoen', '+', hoog),
        credits_laagseizoen: eb('credits_laagseizoen', '+', laag),
      }))
      .where('user_id', '=', change.userId)
      .where('jaar', '=', u.jaar)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error(`Geen creditrij voor ${u.jaar}`);
    await writeLedger(trx, {
      userId: change.userId,
      jaar: u.jaar,
      hoogseizoen: hoog,
      laagseizoen: laag,
      reden: change.reden,
      reserveringId: change.reserveringId,
      actorId: change.actorId,
      now: change.now,
    });
  }
}

export type SetCreditsInput = {
  userId: string;
  /** The start year: the credits below are granted for it. Must lie inside the booking horizon. */
  jaar: number;
  credits_hoogseizoen: number;
  credits_laagseizoen: number;
  /** Granted for every year after the start year. */
  standaard: CreditAmounts;
  actorId: string | null;
  now: Date;
  /** `import` for bulk imports (CLI); `admin_set` otherwise. */
  reden?: Extract<CreditLedgerReason, 'admin_set' | 'import'>;
};

function sameStandard(a: CreditStandard | null, jaar: number, b: CreditAmounts): boolean {
  return (
    a !== null &&
    a.start_jaar === jaar &&
    a.credits_hoogseizoen === b.credits_hoogseizoen &&
    a.credits_laagseizoen === b.credits_laagseizoen
  );
}

/**
 * The admin's credit setting as an allotment, inside a caller's transaction (one call per row of a batch is
 * fine): grants the start year its credits and every later year up to next year (rules' creditRowsToWrite) the
 * standard, and moves every already stored later year to the standard too. Each year's balance changes by exactly
 * the change of its grant, with a ledger row for that delta; the same setting again writes nothing at all.
 *
 * Everything is checked before anything is written, so a refusal leaves the transaction untouched:
 * a start year outside the booking horizon is 422 `outside_horizon`, a grant below what is already used
 * 422 `credits_below_used`. Returns all of the user's rows.
 */
export async function writeCreditSetting(trx: Db, input: SetCreditsInput): Promise<CreditRow[]> {
  const today = todayInAmsterdam(input.now);
  if (!isHorizonYear(input.jaar, today)) {
    throw apiFailure('outside_horizon', { message: creditsOutsideHorizonMessage(today) });
  }
  const setting = {
    jaar: input.jaar,
    credits_hoogseizoen: input.credits_hoogseizoen,
    credits_laagseizoen: input.credits_laagseizoen,
    standaard: input.standaard,
  };
  const [existing, standard] = await Promise.all([
    readBalances(trx, input.userId),
    readCreditStandard(trx, input.userId),
  ]);
  const targets: CreditBalance[] = creditRowsToWrite(setting, yearOf(today));
  const lastWritten = targets.at(-1)?.jaar ?? input.jaar;
  for (const row of existing) {
    if (row.jaar > lastWritten) targets.push({ jaar: row.jaar, ...input.standaard });
  }

  const changes = targets.map((target) => {
    const current = existing.find((r) => r.jaar === target.jaar) ?? null;
    const result = regrant(current, target.jaar, target);
    if (!result.ok) {
      throw apiFailure('credits_below_used', {
        message: result.error.message,
        details: { jaar: result.error.jaar },
      });
    }
    return result;
  });

  if (!sameStandard(standard, input.jaar, input.standaard)) {
    const values = { start_jaar: input.jaar, ...input.standaard, updated_at: input.now.toISOString() };
    await trx
      .insertInto('credit_standards')
      .values({ user_id: input.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
  for (const change of changes) {
    if (!change.changed) continue;
    await trx
      .insertInto('user_credits')
      .values({ user_id: input.userId, ...change.row })
      .onConflict((oc) =>
        oc.columns(['user_id', 'jaar']).doUpdateSet({
          credits_hoogseizoen: change.row.credits_hoogseizoen,
          credits_laagseizoen: change.row.credits_laagseizoen,
          toegekend_hoogseizoen: change.row.toegekend_hoogseizoen,
          toegekend_laagseizoen: change.row.toegekend_laagseizoen,
        }),
      )
      .execute();
    await writeLedger(trx, {
      userId: input.userId,
      jaar: change.row.jaar,
      hoogseizoen: change.delta.hoogseizoen,
      laagseizoen: change.delta.laagseizoen,
      reden: input.reden ?? 'admin_set',
      actorId: input.actorId,
      now: input.now,
    });
  }
  return readBalances(trx, input.userId);
}

/** `writeCreditSetting` in its own IMMEDIATE transaction (the admin credits endpoint). */
export function setCredits(db: Db, input: SetCreditsInput): Promise<CreditRow[]> {
  return immediateTransaction(db, (trx) => writeCreditSetting(trx, input));
}

/** Sum of the ledger per year: equals `readBalances` at all times (tests and audits check it). */
export async function ledgerBalances(db: Db, userId: string): Promise<CreditBalance[]> {
  const rows = await db
    .selectFrom('credit_ledger')
    .select(['jaar', 'seizoen'])
    .select((eb) => eb.fn.sum<number>('delta').as('som'))
    .where('user_id', '=', userId)
    .groupBy(['jaar', 'seizoen'])
    .execute();
  const byYear = new Map<number, CreditBalance>();
  for (const r of rows) {
    const row = byYear.get(r.jaar) ?? { jaar: r.jaar, credits_hoogseizoen: 0, credits_laagseizoen: 0 };
    if (r.seizoen === 'hoogseizoen') row.credits_hoogseizoen = Number(r.som);
    else row.credits_laagseizoen = Number(r.som);
    byYear.set(r.jaar, row);
  }
  return [...byYear.values()].sort((a, b) => a.jaar - b.jaar);
}
