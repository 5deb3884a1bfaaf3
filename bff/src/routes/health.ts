import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../http/env.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  await sql`SELECT 1`.execute(c.var.deps.db);
  return c.json({ status: 'ok' as const, tijd: c.var.deps.now().toISOString() }, 200);
});
