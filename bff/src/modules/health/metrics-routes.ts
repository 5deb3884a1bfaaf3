import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import type { Metrics } from './metrics.ts';
import { mayReadMetrics } from './metrics-access.ts';

/** `GET /metrics` in Prometheus' text format, for a scraper with the metrics token or on this host (docs/deploy.md). */
export function metricsRoutes(metrics: Metrics) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!mayReadMetrics(c)) throw apiFailure('forbidden');
    const { contentType, body } = await metrics.render();
    return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });
}
