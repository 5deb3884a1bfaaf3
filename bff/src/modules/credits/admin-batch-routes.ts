import { listOf } from '@camperdeel/rules/schemas/answers';
import { MAX_BATCH_ROWS } from '@camperdeel/rules/schemas/common';
import { batchResultSchema, creditsBatchSchema } from '@camperdeel/rules/schemas/credits';
import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { setCreditsBatch } from './batch.ts';

/**
 * /api/admin/credits (admin only). `POST /batch` with `{"rijen": [{email, jaar, credits_hoogseizoen,
 * credits_laagseizoen, standaard}], "dry_run"?: true}` → 200 `{"resultaten": [{index, status, fout?}]}`, one result
 * per row in order; at most MAX_BATCH_ROWS rows (413 `batch_too_large`).
 */
export const adminCreditsBatchRoutes = new Hono<AppEnv>().post(
  '/batch',
  describe({
    summary: 'Credits in bulk zetten (CLI)',
    tag: 'beheer-bulk',
    access: 'admin',
    ok: { status: 200, body: listOf('resultaten', batchResultSchema) },
    input: true,
    failures: [413],
  }),
  requireAdmin,
  validate('json', creditsBatchSchema),
  async (c) => {
    const { rijen, dry_run } = c.req.valid('json');
    if (rijen.length > MAX_BATCH_ROWS)
      throw apiFailure('batch_too_large', { values: { max: MAX_BATCH_ROWS } });
    const { db, now } = c.var.deps;
    const resultaten = await setCreditsBatch(db, rijen, {
      actorId: c.var.authUser.id,
      now: now(),
      dryRun: dry_run === true,
    });
    return c.json({ resultaten }, 200);
  },
);
