import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * The generated document through a real OpenAPI linter (@redocly/cli, its strict preset): zero problems. The linter
 * is a large tool, so it runs once, in this file only, on the document the running server serves.
 */

const run = promisify(execFile);
const CONFIG = join(import.meta.dirname, 'redocly.yaml');
const REDOCLY = join(import.meta.dirname, '../../../node_modules/.bin/redocly');

let t: TestServer;
let dir: string;

beforeAll(async () => {
  t = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'camperdeel-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

it('lints the served /api/openapi.json with @redocly/cli without a single problem', async () => {
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const file = join(dir, 'openapi.json');
  writeFileSync(file, await res.text());
  const result = await run(REDOCLY, ['lint', file, '--config', CONFIG, '--format', 'json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  const report = JSON.parse(result.stdout) as {
    totals: { errors: number; warnings: number };
    problems: unknown[];
  };
  expect(report.problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 60_000);
