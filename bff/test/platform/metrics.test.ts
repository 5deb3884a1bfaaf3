import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson } from '../support/server.ts';

const TOKEN = 'metrics-token-of-at-least-32-characters';

/** A sample line of the text format, e.g. `name{a="b"} 3`: its value, or undefined when absent. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = body
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `) ? wanted.every((w) => l.includes(w)) : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('on this host, without a token', () => {
  const t = serverForFile();

  test('GET /metrics: Prometheus text with requests per route pattern, latency, event-loop lag and the mail queue', async () => {
    const admin = await t.createAdmin();
    await t.request('/api/health');
    await t.request('/api/health');
    // A concrete id is counted under its route's pattern, so label values stay bounded.
    await t.request(`/api/admin/users/${admin.id}/credits`, { cookie: admin.cookie });
    await t.request('/api/bestaat-niet');
    const res = await fetch(`${t.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    const campers = { method: 'GET', route: '/api/health', status: '200' };
    expect(sample(body, 'camperdeel_http_requests_total', campers)).toBeGreaterThanOrEqual(2);
    expect(body).toContain('route="/api/admin/users/:id/credits"');
    expect(body).not.toContain(admin.id);
    expect(sample(body, 'camperdeel_http_requests_total', { route: '/api/*', status: '404' })).toBe(1);
    expect(
      sample(body, 'camperdeel_http_request_duration_seconds_count', { method: 'GET', route: '/api/health' }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(body, 'camperdeel_mail_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'camperdeel_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    if (t.databaseEnv.DATABASE_URL) {
      expect(sample(body, 'camperdeel_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
  });

  test('the mail queue gauges count waiting mail and the age of the oldest', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .insertInto('mail_queue')
      .values({
        id: crypto.randomUUID(),
        ontvanger: 'wacht@example.nl',
        onderwerp: 'Wacht',
        tekst: 'x',
        html: null,
        link: null,
        versleuteld: null,
        volgende_poging: Date.now() + 3_600_000,
        laatste_fout: null,
        created_at: hourAgo,
        verzonden_at: null,
      })
      .execute();
    const body = await (await fetch(`${t.url}/metrics`)).text();
    expect(sample(body, 'camperdeel_mail_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'camperdeel_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(3_590);
  });

  test('a request a proxy forwarded is not "this host" when no proxy was configured', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await fetch(`${t.url}/metrics`, { headers: { [header]: '127.0.0.1' } });
      expect(res.status, header).toBe(403);
      expect((await readJson<ErrorBody>(res)).error.code).toBe('forbidden');
    }
  });

  test('GET /api/health/ready: 200 while the database has every migration; 503 not_ready when it lacks one', async () => {
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', migraties: 'ok' });
    const last = await sql<{ name: string; timestamp: string }>`
      SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.db);
    const row = last.rows[0];
    if (!row) throw new Error('no migration recorded');
    await sql`DELETE FROM kysely_migration WHERE name = ${row.name}`.execute(t.db);
    try {
      const behind = await t.request('/api/health/ready');
      expect(behind.status).toBe(503);
      expect((await readJson<ErrorBody>(behind)).error.code).toBe('not_ready');
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(
        t.db,
      );
    }
    expect((await t.request('/api/health/ready')).status).toBe(200);
  });
});

describe('with a metrics token and loopback off', () => {
  const t = serverForFile({ env: { METRICS_TOKEN: TOKEN, METRICS_LOOPBACK: '0' } });

  test('only the token opens /metrics', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(403);
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      expect((await fetch(`${t.url}/metrics`, { headers: { authorization } })).status, authorization).toBe(
        403,
      );
    }
    const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('camperdeel_http_requests_total');
  });
});

describe('behind one trusted proxy', () => {
  const t = serverForFile({ env: { TRUST_PROXY: '1' } });

  test('loopback counts for the client the proxy saw, not for the proxy itself', async () => {
    const outside = await fetch(`${t.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(outside.status).toBe(403);
    const spoofed = await fetch(`${t.url}/metrics`, {
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
    });
    expect(spoofed.status).toBe(403);
    const local = await fetch(`${t.url}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.status).toBe(200);
  });
});
