import { healthSchema } from '@camperdeel/rules/schemas/answers';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';

export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  describe({
    summary: 'Gezondheid van de server',
    tag: 'systeem',
    access: 'public',
    ok: { status: 200, body: healthSchema },
  }),
  async (c) => {
    await sql`SELECT 1`.execute(c.var.deps.db);
    return c.json({ status: 'ok' as const, tijd: c.var.deps.now().toISOString() }, 200);
  },
);
