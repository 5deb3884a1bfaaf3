import { usageQuerySchema, usageSchema } from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { askedYear } from '../../http/year-query.ts';
import { camperUsage } from './usage.ts';

/** GET /api/owner/usage: the fair-use overview of the signed-in owner's camper, days used per owner in a year. */
export const ownerUsageRoutes = new Hono<AppEnv>().get(
  '/usage',
  describe({
    summary: 'Gebruik per eigenaar (fair use)',
    tag: 'mede-eigenaar',
    access: 'owner',
    ok: { status: 200, body: usageSchema },
    input: true,
  }),
  requireOwner,
  validate('query', usageQuerySchema),
  async (c) => {
    const { db, now } = c.var.deps;
    const jaar = askedYear(c.req.valid('query'), now());
    return c.json({ gebruik: await camperUsage(db, c.var.camperId, jaar) }, 200);
  },
);
