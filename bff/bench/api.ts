import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../src/server.ts';
import { CALENDAR_PAGE, type Case, cases } from './cases.ts';
import type { CeilingRoute } from './ceiling-server.ts';
import { assertStatuses, databaseCpuSeconds, type Load, type Measured, measure, median } from './measure.ts';
import { day, seed } from './seed.ts';
import { type Floor, installRecorder, replayFloor } from './write-floor.ts';

/**
 * `npm run bench:api`: requests per second and p99 latency of the carousel list, the owner calendar read and
 * reservation create/delete, each as a ratio to a bare node:http server answering the very same bytes (status,
 * headers, body: the ceiling). Both servers run as their own processes on loopback with keep-alive connections.
 * Per case: a warm-up on both, then BENCH_ROUNDS rounds that alternate API and ceiling (BENCH_DURATION seconds
 * each, BENCH_CONNECTIONS connections), so a noisy neighbour on a shared machine hits both sides alike; the table
 * shows the median round, with each server's CPU time per request (/proc) beside req/s. DATABASE_URL
 * (PostgreSQL) is honoured like the server does: point it at a throwaway database, the bench fills it. BENCH_ONLY
 * picks cases by part of their name; BENCH_NODE_ARGS goes to the API process (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof` to see where its time goes).
 */

const LOAD: Load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_DURATION ?? 3),
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The PostgreSQL server's CPU, when bench:api:postgres started it and named its postmaster (with-postgres.ts). */
const DATABASE_PID = Number(process.env.BENCH_DATABASE_PID ?? 0);
const DATABASE_CPU = DATABASE_PID > 0 ? () => databaseCpuSeconds(DATABASE_PID) : undefined;
const WARMUP: Load = { ...LOAD, duration: 1 };
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CEILING = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));
/** Headers Node writes itself on every answer (or that depend on the connection), on both sides alike. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const children: ChildProcess[] = [];
/** Installed before any database opens, so every statement of the setup server can be recorded (write-floor.ts). */
const recorder = installRecorder();
/** Booking + cancellation pairs the floor replays. */
const FLOOR_PAIRS = Number(process.env.BENCH_FLOOR_PAIRS ?? 2000);

type Server = { url: string; pid: number };

function spawnAndWaitForPort(args: string[], env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/[^\s/]+:(\d+)/);
      if (match?.[1]) resolve({ url: `http://127.0.0.1:${match[1]}`, pid: child.pid ?? 0 });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} stopte met code ${code}`)));
  });
}

type Row = {
  name: string;
  goal: number;
  /** The case whose write floor is replayed (Case.floor). */
  floor: boolean;
  api: Measured;
  ceiling: Measured;
  ratio: number;
  cpuRatio: number;
};

async function runCase(c: Case, api: Server, ceiling: Server, cookie: string): Promise<Row> {
  const headers = { cookie, ...c.headers };
  const run = async (server: Server, load: Load) => {
    await c.reset?.();
    return measure(server, c.requests, headers, load, server === api ? DATABASE_CPU : undefined);
  };
  await run(api, WARMUP);
  await run(ceiling, WARMUP);
  const rounds: Array<{ api: Measured; ceiling: Measured }> = [];
  for (let i = 0; i < ROUNDS; i++) {
    const ours = await run(api, LOAD);
    const bare = await run(ceiling, LOAD);
    assertStatuses(`${c.name} (API)`, ours, c.expected);
    assertStatuses(`${c.name} (ceiling)`, bare, c.expected);
    rounds.push({ api: ours, ceiling: bare });
  }
  const ratios = rounds.map((r) => r.api.reqPerSec / r.ceiling.reqPerSec);
  const cpuRatios = rounds.map((r) => r.ceiling.cpuMicrosPerRequest / r.api.cpuMicrosPerRequest);
  const pick = (side: 'api' | 'ceiling'): Measured => ({
    reqPerSec: median(rounds.map((r) => r[side].reqPerSec)),
    p99: median(rounds.map((r) => r[side].p99)),
    cpuMicrosPerRequest: median(rounds.map((r) => r[side].cpuMicrosPerRequest)),
    ...(DATABASE_CPU && side === 'api'
      ? { databaseCpuMicrosPerRequest: median(rounds.map((r) => r.api.databaseCpuMicrosPerRequest ?? 0)) }
      : {}),
    statuses: {},
    errors: 0,
  });
  return {
    name: c.name,
    goal: c.goal,
    floor: c.floor === true,
    api: pick('api'),
    ceiling: pick('ceiling'),
    ratio: median(ratios),
    cpuRatio: median(cpuRatios),
  };
}

function printTable(rows: Row[], engine: string): void {
  console.log(
    `\nCamperdeel API vs bare node:http on ${engine} (${LOAD.connections} connections, ${ROUNDS}×${LOAD.duration} s alternating per case, Node ${process.version})\n`,
  );
  const table = [
    [
      'case',
      'API req/s',
      'API p99 ms',
      'ceiling req/s',
      'ceiling p99 ms',
      'ratio',
      'API CPU µs/req',
      ...(DATABASE_CPU ? ['database CPU µs/req'] : []),
      'ceiling CPU µs/req',
      'CPU ratio',
      'goal',
    ],
    [
      '---',
      '---:',
      '---:',
      '---:',
      '---:',
      '---:',
      '---:',
      ...(DATABASE_CPU ? ['---:'] : []),
      '---:',
      '---:',
      '---',
    ],
    ...rows.map((r) => [
      r.name,
      r.api.reqPerSec.toFixed(0),
      String(r.api.p99),
      r.ceiling.reqPerSec.toFixed(0),
      String(r.ceiling.p99),
      `${r.ratio.toFixed(2)}×`,
      r.api.cpuMicrosPerRequest.toFixed(0),
      ...(DATABASE_CPU ? [(r.api.databaseCpuMicrosPerRequest ?? 0).toFixed(0)] : []),
      r.ceiling.cpuMicrosPerRequest.toFixed(0),
      `${r.cpuRatio.toFixed(2)}×`,
      `≥ ${r.goal.toFixed(1)}× ${r.ratio >= r.goal ? 'ok' : 'MISSED'}`,
    ]),
  ];
  printMarkdown(table);
}

/** A Markdown table with its columns padded to one width, as docs/performance.md takes it. */
function printMarkdown(table: string[][]): void {
  const widths = table[0]?.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of table)
    console.log(`| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`);
}

/** The write floor beside the measured case: what the statements alone cost, and the best CPU ratio they allow. */
function printFloor(floor: Floor, measured: Row): void {
  const database = floor.databaseCpuMicrosPerRequest;
  const floorCpu = floor.cpuMicrosPerRequest + (database ?? 0);
  const apiCpu = measured.api.cpuMicrosPerRequest + (measured.api.databaseCpuMicrosPerRequest ?? 0);
  const ceiling = measured.ceiling.cpuMicrosPerRequest;
  console.log(
    `\nWrite floor: the ${floor.statements} statements of one booking + cancellation (${measured.name}), replayed ${FLOOR_PAIRS}× on one connection\n`,
  );
  const columns: Array<[string, string]> = [
    ['statements CPU µs/req', floor.cpuMicrosPerRequest.toFixed(0)],
    ...(database === undefined ? [] : [['database CPU µs/req', database.toFixed(0)] as [string, string]]),
    ['without the commits µs/req', floor.withoutCommitMicrosPerRequest.toFixed(0)],
    ['API CPU µs/req', apiCpu.toFixed(0)],
    ['ceiling CPU µs/req', ceiling.toFixed(0)],
    ['best CPU ratio', `${(ceiling / floorCpu).toFixed(2)}×`],
    ['statements of the API CPU', `${((floorCpu / apiCpu) * 100).toFixed(0)} %`],
  ];
  printMarkdown([
    columns.map(([name]) => name),
    columns.map(() => '---:'),
    columns.map(([, value]) => value),
  ]);
  console.log(
    `\nParts of that replay: the booking's writes alone, then also without the co-owners' notices, then also without the credit ledger (CPU per request${database === undefined ? '' : ', client and database'}, and the best CPU ratio each would allow)\n`,
  );
  printMarkdown([
    ['replayed', 'CPU µs/req', 'best CPU ratio'],
    ['---', '---:', '---:'],
    ...floor.parts.map((part) => [
      part.name,
      part.cpuMicrosPerRequest.toFixed(0),
      `${(ceiling / part.cpuMicrosPerRequest).toFixed(2)}×`,
    ]),
  ]);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
    THROTTLE_READ_PER_MINUTE: '100000000',
    THROTTLE_WRITE_PER_MINUTE: '100000000',
    THROTTLE_AUTH_PER_MINUTE: '100000000',
  };
  try {
    // Migrate and seed through the server's own start (either engine), then serve from a separate process.
    const setup = await startServer({ env });
    const { cookie, quietCookie, poolYear } = await seed(setup.db);
    // The floor's statements: one booking and its cancellation by the owner whose co-owners get no booking mail.
    const floorStatements = await recorder.during(async () => {
      const booked = await fetch(`${setup.url}/api/owner/reservations`, {
        method: 'POST',
        headers: { cookie: quietCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ dagen: [day(poolYear, 12, 27)] }),
      });
      const id = ((await booked.json()) as { reserveringen: Array<{ id: string }> }).reserveringen[0]?.id;
      const cancelled = await fetch(`${setup.url}/api/owner/reservations/${id}`, {
        method: 'DELETE',
        headers: { cookie: quietCookie },
      });
      if (booked.status !== 201 || cancelled.status !== 200)
        throw new Error(`floor: boeking ${booked.status}, annulering ${cancelled.status}`);
    });
    await setup.close();
    // BENCH_NODE_ARGS, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof, goes to the API process only (profiling).
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const api = await spawnAndWaitForPort([...nodeArgs, MAIN], env);

    // The ceiling answers the very bytes (status, headers, body) our API answered.
    const sample = async (s: {
      method: string;
      path: string;
      body?: string;
      ifNoneMatch?: string;
    }): Promise<Omit<CeilingRoute, 'prefix' | 'conditional' | 'path' | 'method'>> => {
      const res = await fetch(`${api.url}${s.path}`, {
        method: s.method,
        headers: {
          cookie,
          ...(s.body ? { 'content-type': 'application/json' } : {}),
          ...(s.ifNoneMatch ? { 'if-none-match': s.ifNoneMatch } : {}),
        },
        body: s.body,
      });
      const headers = [...res.headers].filter(([name]) => !NODE_OWN_HEADERS.has(name));
      return { status: res.status, headers, body: await res.text() };
    };
    const routes: CeilingRoute[] = [];
    const add = async (method: string, path: string, options: { body?: string; prefix?: string } = {}) => {
      const answer = await sample({ method, path, body: options.body });
      routes.push({
        method,
        path: options.prefix ?? path,
        prefix: options.prefix !== undefined,
        conditional: false,
        ...answer,
      });
      return answer;
    };
    const etags = { campers: '', publicCampers: '' };
    for (const [key, path] of [
      ['campers', '/api/campers'],
      ['publicCampers', '/api/public/campers'],
    ] as const) {
      const etag = (await add('GET', path)).headers.find(([name]) => name === 'etag')?.[1] ?? '';
      if (!etag) throw new Error(`${path} geeft geen ETag`);
      etags[key] = etag;
      routes.push({
        method: 'GET',
        path,
        prefix: false,
        conditional: true,
        ...(await sample({ method: 'GET', path, ifNoneMatch: etag })),
      });
    }
    for (const path of CALENDAR_PAGE) if (!routes.some((r) => r.path === path)) await add('GET', path);
    const created = await add('POST', '/api/owner/reservations', {
      body: JSON.stringify({ dagen: [day(poolYear, 12, 30)] }),
    });
    const createdId = (JSON.parse(created.body) as { reserveringen: Array<{ id: string }> }).reserveringen[0]
      ?.id;
    await add('DELETE', `/api/owner/reservations/${createdId}`, { prefix: '/api/owner/reservations/' });
    const routesFile = join(dataDir, 'ceiling-routes.json');
    writeFileSync(routesFile, JSON.stringify(routes));
    const ceiling = await spawnAndWaitForPort([CEILING, routesFile], process.env);

    const rows: Row[] = [];
    const clearPool = async (owner = cookie) => {
      const res = await fetch(`${api.url}/api/owner/reservations`, { headers: { cookie: owner } });
      const { reserveringen } = (await res.json()) as {
        reserveringen: Array<{ id: string; start_datum: string; eigen: boolean }>;
      };
      for (const r of reserveringen.filter((r) => r.eigen && r.start_datum >= day(poolYear, 9, 1))) {
        await fetch(`${api.url}/api/owner/reservations/${r.id}`, {
          method: 'DELETE',
          headers: { cookie: owner },
        });
      }
    };
    // BENCH_ONLY: a part of a case name, to measure (or profile) one case.
    const only = process.env.BENCH_ONLY;
    for (const c of cases(poolYear, etags, quietCookie, clearPool).filter(
      (c) => !only || c.name.includes(only),
    )) {
      const row = await runCase(c, api, ceiling, cookie);
      console.log(`${row.name}: ${row.ratio.toFixed(2)}× (CPU ${row.cpuRatio.toFixed(2)}×)`);
      rows.push(row);
    }
    printTable(rows, process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite');
    const quiet = rows.find((r) => r.floor);
    if (quiet) {
      const floor = await replayFloor(
        process.env.DATABASE_URL
          ? { postgresUrl: process.env.DATABASE_URL, databasePid: DATABASE_PID }
          : { sqliteFile: join(dataDir, 'camperdeel.db') },
        floorStatements,
        FLOOR_PAIRS,
      );
      printFloor(floor, quiet);
    }
  } finally {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
