import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/connection.ts';
import { poolStats } from '../../db/pool-stats.ts';
import type { AppEnv } from '../../http/env.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds; from a cached read (a few ms) to a CSV import (many seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  /** Counts a finished request under its route's pattern, never its concrete path (bounded label values). */
  observe: (c: Context<AppEnv>, startedMs: number) => void;
  /** The Prometheus text of every metric, read now. */
  render: () => Promise<{ contentType: string; body: string }>;
};

/**
 * One registry per app (tests run many apps in one process): request count and latency per route, Node's default
 * process metrics (event-loop lag included), the PostgreSQL pool and the mail queue's depth and oldest age. The
 * database gauges are read when scraped, with the queue's index (status, volgende_poging).
 */
export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'camperdeel_http_requests_total',
    help: 'Beantwoorde verzoeken per methode, route en status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'camperdeel_http_request_duration_seconds',
    help: 'Duur van een verzoek tot het antwoord, per methode en route',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'camperdeel_db_pool_connections',
    help: 'Verbindingen van de PostgreSQL-pool per toestand (leeg op SQLite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'camperdeel_mail_queue_depth',
    help: 'Mails die wachten op verzending',
    registers: [registry],
    async collect() {
      this.set((await waitingMail(db)).count);
    },
  });
  new Gauge({
    name: 'camperdeel_mail_queue_oldest_age_seconds',
    help: 'Leeftijd van de oudste wachtende mail (0 als er geen wacht)',
    registers: [registry],
    async collect() {
      const { oldest } = await waitingMail(db);
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
    },
  });
  return {
    observe(c, startedMs) {
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      const route = routePath(c);
      requests.inc({ method, route, status: String(c.res.status) });
      duration.observe({ method, route }, (performance.now() - startedMs) / 1000);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

async function waitingMail(db: Db): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'wachtend')
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}
