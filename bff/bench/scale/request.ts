/**
 * Every request the scale bench sends goes through here: each has its own timeout and may be cut off by its stage's
 * deadline, and a failure or a time-out becomes a sample with status 0 rather than an exception, so one held server
 * shows up as a row in the table instead of ending the run.
 */

/** Per request; a request without an answer within it counts as this long (SCALE_TIMEOUT_MS). */
export const TIMEOUT_MS = Number(process.env.SCALE_TIMEOUT_MS ?? 30_000);

/** The status of a request that got no answer: timed out, cut off by its stage, or refused. */
export const NO_ANSWER = 0;

export type Sample = { ms: number; bytes: number; status: number };

export type Answer = { sample: Sample; body: ArrayBuffer | null };

export type RequestOptions = {
  timeoutMs?: number;
  /** The stage's deadline: once it fires, the request is abandoned like a timed-out one. */
  stop?: AbortSignal;
};

/** Sends one request and reads its whole body; never throws. */
export async function timedRequest(
  url: string,
  init: RequestInit = {},
  options: RequestOptions = {},
): Promise<Answer> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const signal = options.stop ? AbortSignal.any([timeout, options.stop]) : timeout;
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal });
    const body = await res.arrayBuffer();
    return { sample: { ms: performance.now() - started, bytes: body.byteLength, status: res.status }, body };
  } catch {
    return { sample: { ms: performance.now() - started, bytes: 0, status: NO_ANSWER }, body: null };
  }
}

/** The statuses of a row as the tables print them: "200", "200,time-out". */
export function statusLabel(samples: Sample[]): string {
  const statuses = [...new Set(samples.map((s) => s.status))].sort((a, b) => b - a);
  return statuses.map((s) => (s === NO_ANSWER ? 'time-out' : String(s))).join(',');
}
