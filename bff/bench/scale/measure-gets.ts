import { setTimeout as sleep } from 'node:timers/promises';
import { NO_ANSWER, type Sample, timedRequest } from './request.ts';

/** Times of GET requests against the running server: sequential (one client) and from concurrent clients. */

/** Wall time of one concurrent stage; what is still in flight then counts as a time-out (SCALE_STAGE_MS). */
export const STAGE_MS = Number(process.env.SCALE_STAGE_MS ?? 60_000);

export async function timedGet(url: string, cookie: string, stop?: AbortSignal): Promise<Sample> {
  return (await timedRequest(url, { headers: { cookie } }, { stop })).sample;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** `count` requests one after the other; none is started once `stop` has fired. */
export async function sequential(
  url: string,
  cookie: string,
  count: number,
  stop?: AbortSignal,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < count && !stop?.aborted; i++) samples.push(await timedGet(url, cookie, stop));
  return samples;
}

/**
 * `clients` clients, each sending `perClient` requests one after the other, all at once, for at most `stageMs`: a
 * list that holds the server makes a row of time-outs, not a run that waits for every queued request.
 */
export async function concurrent(
  url: string,
  cookie: string,
  clients: number,
  perClient: number,
  stageMs = STAGE_MS,
): Promise<Sample[]> {
  const stop = AbortSignal.timeout(stageMs);
  const runs = await Promise.all(
    Array.from({ length: clients }, () => sequential(url, cookie, perClient, stop)),
  );
  return runs.flat();
}

/**
 * Waits until the server answers `url` within a second again (at most `limitMs`): abandoned requests keep a
 * SQLite server busy after the client gave up, and the next row should time its own requests, not that backlog.
 * Returns how long it waited, or null when the server stayed busy.
 */
export async function settle(url: string, limitMs = 300_000): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const { sample } = await timedRequest(url, {}, { timeoutMs: 1000 });
    if (sample.status !== NO_ANSWER && sample.ms < 1000) return performance.now() - started;
    if (sample.ms < 1000) await sleep(200);
  }
  return null;
}
