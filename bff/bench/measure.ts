import { readdirSync, readFileSync } from 'node:fs';
import autocannon, { type RequestSpec, type Result } from 'autocannon';

export type Measured = {
  reqPerSec: number;
  p99: number;
  /** CPU time the server process spent per answered request (user + system), in microseconds. */
  cpuMicrosPerRequest: number;
  /** The same for the database server's processes, when it is one of its own (PostgreSQL); else undefined. */
  databaseCpuMicrosPerRequest?: number;
  statuses: Record<string, number>;
  errors: number;
};

/** Linux clock ticks per second for /proc/<pid>/stat (`getconf CLK_TCK`, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process has used so far (utime + stime from /proc). On a shared machine throughput follows how
 * much CPU the scheduler grants each process, which swings between runs; CPU spent per request does not.
 */
function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Fields of /proc/<pid>/stat from state on (after the command name, which may hold spaces): ppid is [1], utime [11]. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * CPU seconds a PostgreSQL server has used so far: the postmaster with its reaped children (cutime, cstime: backends
 * that ended) plus every live child (a backend per connection, the background workers). A backend that ends between
 * two readings moves from the second sum into the first, so the difference stays right.
 */
export function databaseCpuSeconds(postmasterPid: number): number {
  const own = statFields(postmasterPid);
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(Number(entry));
      if (Number(fields[1]) === postmasterPid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while the folder was read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

export type Load = { connections: number; duration: number };

/** One autocannon run: fixed connections (keep-alive, one request in flight each) for a fixed duration. */
export async function measure(
  server: { url: string; pid: number },
  requests: RequestSpec[],
  headers: Record<string, string>,
  load: Load,
  /** CPU seconds of a database server the answers depend on (databaseCpuSeconds), measured beside the server's. */
  databaseCpu?: () => number,
): Promise<Measured> {
  const url = server.url;
  const cpuBefore = cpuSeconds(server.pid);
  const databaseBefore = databaseCpu?.();
  const result: Result = await autocannon({
    url,
    connections: load.connections,
    duration: load.duration,
    headers,
    requests,
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statuses[code] = stat.count;
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const databaseUsed =
    databaseCpu && databaseBefore !== undefined ? databaseCpu() - databaseBefore : undefined;
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const perRequest = (seconds: number) => (answered > 0 ? (seconds * 1e6) / answered : 0);
  return {
    reqPerSec: result.requests.average,
    cpuMicrosPerRequest: perRequest(cpu),
    ...(databaseUsed === undefined ? {} : { databaseCpuMicrosPerRequest: perRequest(databaseUsed) }),
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
