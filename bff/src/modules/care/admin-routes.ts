import {
  careAnswer,
  careListAnswer,
  carePlanPutSchema,
  serviceAnswer,
  serviceCreateSchema,
} from '@camperdeel/rules/schemas/care';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { tellDueCare } from './notices.ts';
import { listCare, putCarePlan, recordService, requireCareOf } from './service.ts';

/**
 * Camper care for admins, mounted under /api/admin (docs/product/camper-care.md): the list of every camper by
 * urgency, a camper's care plan, and a service done. A change that makes an item due tells it right away.
 */
export const adminCareRoutes = new Hono<AppEnv>()
  .get(
    '/care',
    describeAdmin({
      summary: 'Onderhoud van alle campers, meest dringend eerst',
      ok: { status: 200, body: careListAnswer },
    }),
    requireAdmin,
    async (c) => c.json({ campers: await listCare(c.var.deps.db, c.var.deps.now()) }, 200),
  )
  .get(
    '/campers/:id/care',
    describeAdmin({
      summary: 'Onderhoudsplan van een camper',
      ok: { status: 200, body: careAnswer },
      lookup: true,
    }),
    requireAdmin,
    validateId('camper_not_found'),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json({ onderhoud: await requireCareOf(db, c.req.valid('param').id, now()) }, 200);
    },
  )
  .put(
    '/campers/:id/care',
    describeAdmin({
      summary: 'Onderhoudsplan instellen (APK, verzekering, onderhoudsinterval)',
      ok: { status: 200, body: careAnswer },
      input: true,
      lookup: true,
    }),
    requireAdmin,
    validate('json', carePlanPutSchema),
    validateId('camper_not_found'),
    async (c) => {
      const { deps } = c.var;
      const camperId = c.req.valid('param').id;
      await putCarePlan(deps.db, { camperId, plan: c.req.valid('json'), now: deps.now() });
      await tellDueCare(deps, camperId);
      return c.json({ onderhoud: await requireCareOf(deps.db, camperId, deps.now()) }, 200);
    },
  )
  .post(
    '/campers/:id/services',
    describeAdmin({
      summary: 'Onderhoudsbeurt vastleggen',
      ok: { status: 201, body: serviceAnswer },
      input: true,
      lookup: true,
      failures: [422],
    }),
    requireAdmin,
    validate('json', serviceCreateSchema),
    validateId('camper_not_found'),
    async (c) => {
      const { deps } = c.var;
      const camperId = c.req.valid('param').id;
      const beurt = await recordService(deps.db, { camperId, service: c.req.valid('json'), now: deps.now() });
      await tellDueCare(deps, camperId);
      return c.json({ beurt, onderhoud: await requireCareOf(deps.db, camperId, deps.now()) }, 201);
    },
  );
