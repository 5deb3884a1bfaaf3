import autocannon, { type RequestSpec, type Result } from 'autocannon';

export type Measured = { reqPerSec: number; p99: number; statuses: Record<string, number>; errors: number };

export type Load = { connections: number; duration: number };

/** One autocannon run: fixed connections (keep-alive, one request in flight each) for a fixed duration. */
export async function measure(
  url: string,
  requests: RequestSpec[],
  headers: Record<string, string>,
  load: Load,
): Promise<Measured> {
  const result: Result = await autocannon({
    url,
    connections: load.connections,
    duration: load.duration,
    headers,
    requests,
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statuses[code] = stat.count;
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Fails loudly when a server answered anything but the statuses the case expects (a broken case is no result). */
export function assertStatuses(label: string, measured: Measured, expected: number[]): void {
  const wrong = Object.entries(measured.statuses).filter(([code]) => !expected.includes(Number(code)));
  if (wrong.length > 0 || measured.errors > 0) {
    throw new Error(
      `${label}: onverwachte antwoorden ${JSON.stringify(Object.fromEntries(wrong))}, ${measured.errors} fouten`,
    );
  }
}
