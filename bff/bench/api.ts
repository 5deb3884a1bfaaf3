import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions.ts';
import { createUser } from '../src/auth/users.ts';
import { migrateToLatest, openDatabase } from '../src/db/connection.ts';
import { setCredits } from '../src/services/credits.ts';
import { createReservations } from '../src/services/reservations.ts';

/**
 * `npm run bench:api`: requests per second and p99 latency of the carousel list, the owner calendar read and
 * reservation create/delete, each beside a bare node:http server answering the same pre-built JSON (the ceiling).
 * Both servers run as their own processes on loopback; each case runs BENCH_DURATION seconds (default 5) after a
 * one-second warm-up, with BENCH_CONNECTIONS connections (default 10).
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const CEILING = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));

const children: ChildProcess[] = [];

function spawnAndWaitForPort(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/localhost:(\d+)/);
      if (match?.[1]) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} stopte met code ${code}`)));
  });
}

function day(year: number, month: number, dayOfMonth: number, plus = 0): string {
  return new Date(Date.UTC(year, month - 1, dayOfMonth + plus)).toISOString().slice(0, 10);
}

/** A realistic data set: twelve campers (two hidden), one camper with four owners and sixty reservations. */
async function seed(databasePath: string) {
  const { db } = openDatabase(databasePath);
  await migrateToLatest(db);
  const now = new Date();
  const year = yearOf(todayInAmsterdam(now));
  const camperIds: string[] = [];
  for (let i = 0; i < 12; i++) {
    const id = randomUUID();
    camperIds.push(id);
    await db
      .insertInto('campers')
      .values({
        id,
        naam: `Camper ${String(i + 1).padStart(2, '0')}`,
        merk: ['Hymer', 'Knaus', 'Dethleffs', 'Adria'][i % 4] ?? 'Hymer',
        model: `Model ${i}`,
        categorie: 'integraal',
        rijbewijs: 'B',
        conditie: 'nieuw',
        prijs_cent: 2_500_000 + i * 10_000,
        aantal_zitplaatsen: 4,
        aantal_bedden: 4,
        lengte_cm: 699,
        breedte_cm: 233,
        max_kg: 3500,
        aantal_km: i * 1000,
        motor_pk: 140,
        motor_kw: 103,
        aantal_sloten_eigenaars: 4,
        toont_in_camper_vinden: i < 10 ? 1 : 0,
        status: 'in_verkoop',
        hoofdfoto_url: `/files/camper-images/${randomUUID()}.jpg`,
        detailfoto_urls: JSON.stringify(
          Array.from({ length: 6 }, () => `/files/camper-images/${randomUUID()}.jpg`),
        ),
        pdf_url: `/files/camper-images/${randomUUID()}.pdf`,
        vloerplan_url: `/files/camper-images/${randomUUID()}.png`,
        nummerplaat: `AB-${i}-CD`,
        polisnummer: `POL-${i}`,
        created_at: new Date(now.getTime() - i * 60_000).toISOString(),
      })
      .execute();
  }
  const camperId = camperIds[0] ?? '';
  const owners: string[] = [];
  for (let i = 0; i < 4; i++) {
    const user = await createUser(db, {
      email: `eigenaar-${i}@bench.camperdeel.nl`,
      naam: `Eigenaar ${i}`,
      passwordHash: null,
      status: 'eigenaar',
    });
    owners.push(user.id);
    await db
      .insertInto('camper_eigenaars')
      .values({ id: randomUUID(), camper_id: camperId, user_id: user.id })
      .execute();
    await setCredits(db, {
      userId: user.id,
      jaar: year,
      credits_hoogseizoen: 300,
      credits_laagseizoen: 300,
      standaard: { credits_hoogseizoen: 300, credits_laagseizoen: 300 },
      actorId: null,
      now,
    });
  }
  // Sixty two-day reservations next year (2 January – 27 August), four days apart, taking turns between the owners;
  // the create/delete pool uses September – December of the same year: both inside the booking horizon.
  for (let i = 0; i < 60; i++) {
    await createReservations(db, {
      userId: owners[i % owners.length] ?? '',
      camperId,
      dagen: [day(year + 1, 1, 2, i * 4), day(year + 1, 1, 3, i * 4)],
      now,
    });
  }
  const { token } = await createSession(db, owners[0] ?? '', now);
  await db.destroy();
  return { cookie: `${SESSION_COOKIE}=${token}`, poolYear: year + 1 };
}

type Case = { name: string; requests: (target: string) => RequestSpec[] };

type Measured = { reqPerSec: number; p99: number; non2xx: number; errors: number };

async function measure(url: string, requests: RequestSpec[], cookie: string): Promise<Measured> {
  const options = { url, connections: CONNECTIONS, headers: { cookie }, requests };
  await autocannon({ ...options, duration: 1 });
  const result: Result = await autocannon({ ...options, duration: DURATION });
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5a-bench-'));
  try {
    const databasePath = join(dataDir, 'camperdeel.db');
    const { cookie, poolYear } = await seed(databasePath);
    const api = await spawnAndWaitForPort([MAIN], {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_PATH: databasePath,
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      THROTTLE_READ_PER_MINUTE: '100000000',
      THROTTLE_WRITE_PER_MINUTE: '100000000',
      THROTTLE_AUTH_PER_MINUTE: '100000000',
    });

    // Free days for create/delete, every third one so no two in flight touch each other's buffer days.
    const pool = Array.from({ length: 40 }, (_, i) => day(poolYear, 9, 1, i * 3));
    const createDelete: RequestSpec[] = [
      {
        method: 'POST',
        path: '/api/owner/reservations',
        setupRequest: (request, context) => {
          const dag = pool.shift();
          if (!dag) return null;
          context.dag = dag;
          return {
            ...request,
            headers: { ...request.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ dagen: [dag] }),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 201) {
            const created = JSON.parse(body) as { reserveringen: Array<{ id: string }> };
            context.id = created.reserveringen[0]?.id;
          } else if (typeof context.dag === 'string') {
            pool.push(context.dag);
          }
        },
      },
      {
        method: 'DELETE',
        setupRequest: (request, context) =>
          typeof context.id === 'string'
            ? { ...request, path: `/api/owner/reservations/${context.id}` }
            : null,
        onResponse: (_status, _body, context) => {
          if (typeof context.dag === 'string') pool.push(context.dag);
        },
      },
    ];

    const cases: Case[] = [
      { name: 'GET /api/campers (carousel)', requests: () => [{ method: 'GET', path: '/api/campers' }] },
      { name: 'GET /api/public/campers', requests: () => [{ method: 'GET', path: '/api/public/campers' }] },
      {
        name: 'GET /api/owner/reservations (60)',
        requests: () => [{ method: 'GET', path: '/api/owner/reservations' }],
      },
      { name: 'POST+DELETE /api/owner/reservations', requests: () => createDelete },
    ];

    // The ceiling answers the very bytes our API answered.
    const sample = async (method: string, path: string, body?: string) => {
      const res = await fetch(`${api}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      return { status: res.status, body: await res.text() };
    };
    const created = await sample(
      'POST',
      '/api/owner/reservations',
      JSON.stringify({ dagen: [day(poolYear, 12, 30)] }),
    );
    const createdId = (JSON.parse(created.body) as { reserveringen: Array<{ id: string }> }).reserveringen[0]
      ?.id;
    const deleted = await sample('DELETE', `/api/owner/reservations/${createdId}`);
    const routes = [
      { method: 'GET', prefix: '/api/campers', ...(await sample('GET', '/api/campers')) },
      { method: 'GET', prefix: '/api/public/campers', ...(await sample('GET', '/api/public/campers')) },
      {
        method: 'GET',
        prefix: '/api/owner/reservations',
        ...(await sample('GET', '/api/owner/reservations')),
      },
      { method: 'POST', prefix: '/api/owner/reservations', ...created },
      { method: 'DELETE', prefix: '/api/owner/reservations/', ...deleted },
    ];
    const routesFile = join(dataDir, 'ceiling-routes.json');
    writeFileSync(routesFile, JSON.stringify(routes));
    const ceiling = await spawnAndWaitForPort([CEILING, routesFile], process.env);

    console.log(
      `Camperdeel API vs bare node:http (${CONNECTIONS} connections, ${DURATION} s per case, Node ${process.version})\n`,
    );
    const rows: string[][] = [
      ['case', 'API req/s', 'API p99 ms', 'ceiling req/s', 'ceiling p99 ms', 'API/ceiling'],
    ];
    for (const c of cases) {
      const ours = await measure(api, c.requests(api), cookie);
      const bare = await measure(ceiling, c.requests(ceiling), cookie);
      if (ours.non2xx > 0 || ours.errors > 0) {
        throw new Error(`${c.name}: ${ours.non2xx} non-2xx answers and ${ours.errors} errors from the API`);
      }
      rows.push([
        c.name,
        ours.reqPerSec.toFixed(0),
        String(ours.p99),
        bare.reqPerSec.toFixed(0),
        String(bare.p99),
        `${((ours.reqPerSec / bare.reqPerSec) * 100).toFixed(1)}%`,
      ]);
    }
    const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
    for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
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
