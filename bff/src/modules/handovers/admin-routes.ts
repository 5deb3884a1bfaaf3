import { listOf, one } from '@camperdeel/rules/schemas/answers';
import {
  damageQuerySchema,
  damageSchema,
  handoverCorrectionSchema,
  handoverSchema,
} from '@camperdeel/rules/schemas/handovers';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { requireCamper } from '../campers/view.ts';
import { tellDueCare } from '../care/notices.ts';
import { correctHandover, deleteHandover, listDamage } from './admin-service.ts';
import { damageResolved } from './notices.ts';
import { listHandovers } from './service.ts';

/**
 * The handover log for admins, mounted under /api/admin (docs/decisions/0057-handover-corrections.md): a camper's
 * log, the reported damage to follow up, and correcting or deleting a handover.
 */
export const adminHandoverRoutes = new Hono<AppEnv>()
  .get(
    '/campers/:id/handovers',
    describeAdmin({
      summary: 'Overdrachtslog van een camper',
      ok: { status: 200, body: listOf('overdrachten', handoverSchema) },
      lookup: true,
    }),
    requireAdmin,
    validateId('camper_not_found'),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const camperId = c.req.valid('param').id;
      await requireCamper(db, camperId);
      return c.json({ overdrachten: await listHandovers(db, config, { camperId }, now()) }, 200);
    },
  )
  .get(
    '/damage',
    describeAdmin({
      summary: 'Gemelde schades (opvolging), optioneel per status',
      ok: { status: 200, body: listOf('schades', damageSchema) },
      input: true,
    }),
    requireAdmin,
    validate('query', damageQuerySchema),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const schades = await listDamage(db, config, { status: c.req.valid('query').status, now: now() });
      return c.json({ schades }, 200);
    },
  )
  .patch(
    '/handovers/:id',
    describeAdmin({
      summary: 'Overdracht corrigeren (kilometerstand met reden, notitie, schadestatus)',
      ok: { status: 200, body: one('overdracht', handoverSchema) },
      input: true,
      lookup: true,
      failures: [422],
    }),
    requireAdmin,
    validate('json', handoverCorrectionSchema),
    validateId('handover_not_found'),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const { handover: overdracht, resolved } = await correctHandover(db, config, {
        id: c.req.valid('param').id,
        correction: c.req.valid('json'),
        actor: c.var.authUser,
        now: now(),
      });
      if (resolved && overdracht.schade) {
        await damageResolved(c.var.deps, {
          camperId: overdracht.camper_id,
          schade: overdracht.schade,
          notitie: overdracht.notitie,
        });
      }
      if (c.req.valid('json').km_stand !== undefined) await tellDueCare(c.var.deps, overdracht.camper_id);
      return c.json({ overdracht }, 200);
    },
  )
  .delete(
    '/handovers/:id',
    describeAdmin({
      summary: "Overdracht verwijderen (met foto's)",
      ok: { status: 200, body: one('overdracht', handoverSchema) },
      lookup: true,
    }),
    requireAdmin,
    validateId('handover_not_found'),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const overdracht = await deleteHandover(db, config, {
        id: c.req.valid('param').id,
        actor: c.var.authUser,
        now: now(),
      });
      return c.json({ overdracht }, 200);
    },
  );
