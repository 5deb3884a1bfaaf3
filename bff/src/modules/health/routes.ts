import { healthSchema, readySchema } from '@camperdeel/rules/schemas/health';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { migrationsCurrent } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';

export const healthRoutes = new Hono<AppEnv>()
  .get(
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
  )
  .get(
    '/ready',
    describe({
      summary: 'Klaar voor verkeer: database bereikbaar en bijgewerkt',
      tag: 'systeem',
      access: 'public',
      ok: { status: 200, body: readySchema },
      failures: [{ status: 503, description: 'Database niet bereikbaar of niet bijgewerkt' }],
    }),
    async (c) => {
      // A load balancer asks this before sending traffic: any failure to read is "not ready", never a 500.
      const current = await migrationsCurrent(c.var.deps.db).catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'warn', msg: 'not ready', error: String(error) }));
        return false;
      });
      if (!current) throw apiFailure('not_ready');
      return c.json({ status: 'ok' as const, database: 'ok' as const, migraties: 'ok' as const }, 200);
    },
  );
