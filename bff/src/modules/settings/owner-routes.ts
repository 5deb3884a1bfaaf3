import { ownerHelpSchema } from '@camperdeel/rules/schemas/club-office';
import { Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { ownerHelp } from './service.ts';

/** GET /api/owner/help: the numbers to call after a breakdown, with the camper's nummerplaat and polisnummer. */
export const ownerHelpRoutes = new Hono<AppEnv>().get(
  '/help',
  describe({
    summary: 'Hulp & Contact: de nummers van de club en de gegevens van mijn camper',
    tag: 'mede-eigenaar',
    access: 'owner',
    ok: { status: 200, body: ownerHelpSchema },
  }),
  requireOwner,
  async (c) => c.json(await ownerHelp(c.var.deps.db, c.var.camperId), 200),
);
