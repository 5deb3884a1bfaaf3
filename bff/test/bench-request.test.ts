import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { concurrent } from '../bench/scale/measure-gets.ts';
import { NO_ANSWER, statusLabel, timedRequest } from '../bench/scale/request.ts';

/** A server that accepts every request and never answers: what a held server looks like to the bench's client. */
let silent: Server;
let url: string;
beforeAll(async () => {
  silent = createServer(() => {});
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/admin/audit`;
});
afterAll(async () => {
  silent.closeAllConnections();
  silent.close();
  await once(silent, 'close');
});

describe("the scale bench's requests (bench/scale/request.ts) end in a row, never in a crash", () => {
  test('a request without an answer ends at its timeout as a time-out sample', async () => {
    const { sample, body } = await timedRequest(url, { method: 'POST', body: '{}' }, { timeoutMs: 200 });
    expect(sample.status).toBe(NO_ANSWER);
    expect(sample.ms).toBeGreaterThanOrEqual(190);
    expect(sample.ms).toBeLessThan(5000);
    expect(body).toBeNull();
    expect(statusLabel([sample])).toBe('time-out');
  });

  test('a refused connection is a sample too', async () => {
    const { sample } = await timedRequest('http://127.0.0.1:1/api/health', {}, { timeoutMs: 1000 });
    expect(sample.status).toBe(NO_ANSWER);
  });

  test('twenty clients against a server that never answers stop at the stage deadline', async () => {
    const started = performance.now();
    const samples = await concurrent(url, '', 20, 5, 300);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(5000);
    // Each client's first request is cut off by the deadline; no client starts another after it.
    expect(samples).toHaveLength(20);
    expect(samples.every((s) => s.status === NO_ANSWER)).toBe(true);
  });

  test('the status column names every outcome of a row', () => {
    const sample = (status: number) => ({ ms: 1, bytes: 0, status });
    expect(statusLabel([sample(200), sample(NO_ANSWER), sample(200)])).toBe('200,time-out');
  });
});
