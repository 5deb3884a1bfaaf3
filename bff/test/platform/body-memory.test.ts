import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ChildServer, residentBytes, startChildServer } from '../support/child-server.ts';
import { sendChunked } from '../support/chunked.ts';
import { checkedFetch } from '../support/contract.ts';

/**
 * The attack itself, measured: the server in its own process, a few 100 MB chunked bodies at once to the routes that
 * used to read them whole, and its resident memory sampled all along. Before the fix 300 MB took it from 0.2 to
 * 1.1 GB; now each body is cut off after its limit and the rest is drained, not kept.
 */
const MB = 1024 * 1024;
let dataDir: string;
let server: ChildServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-memory-'));
  server = await startChildServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('three 100 MB chunked bodies at once leave memory bounded and are answered 413', async () => {
  // Warm up the routes so lazily loaded code does not count as growth.
  await checkedFetch(`${server.url}/api/health`);
  const before = residentBytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(server.pid));
  }, 25);
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  const answers = await Promise.all([
    sendChunked(`${server.url}/api/auth/password-reset`, { headers: multipart, totalBytes: 100 * MB }),
    sendChunked(`${server.url}/client-log/not-found`, { totalBytes: 100 * MB }),
    sendChunked(`${server.url}/api/auth/login`, {
      headers: { 'content-type': 'application/json' },
      totalBytes: 100 * MB,
    }),
  ]);
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(server.pid));
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
  }
  const growthMb = (peak - before) / MB;
  console.log(`server RSS ${Math.round(before / MB)} MB before, peak ${Math.round(peak / MB)} MB`);
  // Three bodies of 100 MB; reading any one whole would add at least 100 MB.
  expect(growthMb).toBeLessThan(60);
  // And the server still answers.
  expect((await checkedFetch(`${server.url}/api/health`)).status).toBe(200);
}, 120_000);
