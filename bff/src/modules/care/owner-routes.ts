import { careAnswer } from '@camperdeel/rules/schemas/care';
import { Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { careOf } from './state.ts';

/** The care state of the owner's camper, mounted under /api/owner (docs/product/camper-care.md). */
export const ownerCareRoutes = new Hono<AppEnv>().get(
  '/care',
  describe({
    summary: 'Onderhoud van mijn camper (APK, verzekering, volgende beurt)',
    tag: 'mede-eigenaar',
    access: 'owner',
    ok: { status: 200, body: careAnswer },
  }),
  requireOwner,
  async (c) => c.json({ onderhoud: await careOf(c.var.deps.db, c.var.camperId, c.var.deps.now()) }, 200),
);
