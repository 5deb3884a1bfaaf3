/** Times of GET requests against the running server: sequential (one client) and from concurrent clients. */

/** Per request, so a pathological list cannot hang the run; a timed-out request counts as this long. */
const TIMEOUT_MS = Number(process.env.SCALE_TIMEOUT_MS ?? 30_000);

export type Sample = { ms: number; bytes: number; status: number };

export async function timedGet(url: string, cookie: string): Promise<Sample> {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.arrayBuffer();
    return { ms: performance.now() - started, bytes: body.byteLength, status: res.status };
  } catch {
    return { ms: performance.now() - started, bytes: 0, status: 0 };
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** `count` requests one after the other. */
export async function sequential(url: string, cookie: string, count: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) samples.push(await timedGet(url, cookie));
  return samples;
}

/** `clients` clients, each sending `perClient` requests one after the other, all at once. */
export async function concurrent(
  url: string,
  cookie: string,
  clients: number,
  perClient: number,
): Promise<Sample[]> {
  const runs = await Promise.all(Array.from({ length: clients }, () => sequential(url, cookie, perClient)));
  return runs.flat();
}
