import { expect, it, vi } from 'vitest';
import { serverForFile } from '../support/file-server.ts';

/**
 * A calendar feed's secret is its only permission (/ical/<secret>.ics): whoever reads the server's log must not find
 * it there. Every request line, known or unknown feed, says /ical/[geheim].ics instead.
 */
const t = serverForFile({ env: { LOG_REQUESTS: '1' } });

it('request log lines name the feed path without its secret', async () => {
  const camperId = await t.createCamper();
  const owner = await t.createOwner(camperId);
  const feed = await t.request('/api/owner/calendar-feed', { cookie: owner.cookie });
  expect(feed.status).toBe(200);
  const url = new URL(((await feed.json()) as { url: string }).url);
  const secret = url.pathname.slice('/ical/'.length, -'.ics'.length);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const lines: string[] = [];
  const paths: unknown[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect((await t.request(url.pathname)).status).toBe(200);
    expect((await t.request(`${url.pathname}?x=1`)).status).toBe(200);
    expect((await t.request(`/ical/${secret}x.ics`)).status).toBe(404);
    expect((await t.request(`/ical/${secret}`)).status).toBe(404);
    // Near misses a calendar app or a typo may send: whatever answers them, the log keeps the secret out.
    for (const path of [
      `/ical/${secret}.ics/`,
      `/ICAL/${secret}.ics`,
      `//ical/${secret}.ics`,
      `/ical/%2e/${secret}.ics`,
      `/ical%2F${secret}.ics`,
    ])
      await t.request(path);
    expect((await t.request('/client-log/not-found', { json: { path: `/ical/${secret}.ics` } })).status).toBe(
      204,
    );
  } finally {
    // Read before mockRestore, which forgets the calls.
    for (const call of [...log.mock.calls, ...warn.mock.calls, ...error.mock.calls])
      lines.push(call.map(String).join(' '));
    for (const call of log.mock.calls) paths.push((JSON.parse(String(call[0])) as { path?: unknown }).path);
    log.mockRestore();
    warn.mockRestore();
    error.mockRestore();
  }
  expect(lines.length).toBeGreaterThanOrEqual(8);
  for (const line of lines) expect(line).not.toContain(secret);
  expect(paths).toContain('/ical/[geheim].ics');
});
