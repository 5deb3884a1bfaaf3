import { ERRORS, fillPlaceholders } from '@camperdeel/rules/errors';
import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import { type CreditsBatchRow, creditsBatchRowSchema } from '@camperdeel/rules/schemas/credits';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../http/api-error.ts';
import { readBalances, readCreditStandard, writeCreditSetting } from './service.ts';

export type BatchRowResult =
  | { index: number; status: 'bijgewerkt' | 'ongewijzigd' }
  | { index: number; status: 'mislukt'; fout: { code: string; message: string } };

/** Thrown to roll a dry run back after every row ran; carries the results out of the transaction. */
class DryRunRollback extends Error {
  readonly results: BatchRowResult[];
  constructor(results: BatchRowResult[]) {
    super('dry run');
    this.results = results;
  }
}

function failure(index: number, code: string, message: string): BatchRowResult {
  return { index, status: 'mislukt', fout: { code, message } };
}

/**
 * The setting is already exactly so: same standard, and this year's row was granted these credits (the grant, not
 * the balance: what is spent stays spent, docs/decisions/0041-credit-allotment.md). No write, no ledger.
 */
async function isUnchanged(trx: Db, userId: string, row: CreditsBatchRow): Promise<boolean> {
  const [standard, [year]] = await Promise.all([
    readCreditStandard(trx, userId),
    readBalances(trx, userId, [row.jaar]),
  ]);
  return (
    standard !== null &&
    standard.start_jaar <= row.jaar &&
    standard.credits_hoogseizoen === row.standaard.credits_hoogseizoen &&
    standard.credits_laagseizoen === row.standaard.credits_laagseizoen &&
    year !== undefined &&
    year.toegekend_hoogseizoen === row.credits_hoogseizoen &&
    year.toegekend_laagseizoen === row.credits_laagseizoen
  );
}

async function runRow(
  trx: Db,
  raw: unknown,
  index: number,
  seen: Map<string, number>,
  context: { actorId: string; now: Date },
): Promise<BatchRowResult> {
  const parsed = creditsBatchRowSchema.safeParse(raw);
  if (!parsed.success) return failure(index, 'invalid_input', firstIssueMessage(parsed.error));
  const row = parsed.data;
  const key = `${row.email}|${row.jaar}`;
  const earlier = seen.get(key);
  if (earlier !== undefined) {
    return failure(
      index,
      'duplicate_row',
      fillPlaceholders(ERRORS.duplicate_row.message, { regel: `rij ${earlier + 1} van dit verzoek` }),
    );
  }
  seen.set(key, index);
  const user = await trx.selectFrom('users').select('id').where('email', '=', row.email).executeTakeFirst();
  if (!user) return failure(index, 'user_not_found', `Geen gebruiker met e-mail ${row.email}.`);
  if (await isUnchanged(trx, user.id, row)) return { index, status: 'ongewijzigd' };
  // A savepoint per row: a row the credit rules refuse is undone alone, the rest of the batch still commits.
  await sql`SAVEPOINT credits_rij`.execute(trx);
  try {
    await writeCreditSetting(trx, {
      userId: user.id,
      jaar: row.jaar,
      credits_hoogseizoen: row.credits_hoogseizoen,
      credits_laagseizoen: row.credits_laagseizoen,
      standaard: row.standaard,
      actorId: context.actorId,
      now: context.now,
      reden: 'import',
    });
    await sql`RELEASE credits_rij`.execute(trx);
    return { index, status: 'bijgewerkt' };
  } catch (error) {
    await sql`ROLLBACK TO credits_rij`.execute(trx);
    await sql`RELEASE credits_rij`.execute(trx);
    if (error instanceof ApiError) return failure(index, error.code, error.message);
    throw error;
  }
}

/**
 * `POST /api/admin/credits/batch`: every row through the same service as `PUT /api/admin/users/:id/credits`
 * (writeCreditSetting), in one IMMEDIATE transaction, rows in the order given. A row already set exactly so is
 * `ongewijzigd` (no write, no ledger row); a second row for the same user and year fails (the first one counts).
 * `dryRun` runs every row and rolls the whole transaction back, so its answer is the real run's.
 */
export async function setCreditsBatch(
  db: Db,
  rows: readonly unknown[],
  options: { actorId: string; now: Date; dryRun: boolean },
): Promise<BatchRowResult[]> {
  try {
    return await immediateTransaction(db, async (trx) => {
      const seen = new Map<string, number>();
      const results: BatchRowResult[] = [];
      for (const [index, raw] of rows.entries()) results.push(await runRow(trx, raw, index, seen, options));
      if (options.dryRun) throw new DryRunRollback(results);
      return results;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.results;
    throw error;
  }
}
