/**
 * kill -9 in the middle of the load. The real server runs as a child process (`node bff/src/main.ts`) on a temp
 * DATA_DIR; several owners with credits on a few campers fire concurrent reservation creates and deletes over real
 * HTTP, and the process is SIGKILLed while they are in flight. Restarted on the same folder, the data must be
 * whole: SQLite's integrity check passes, every balance is what the grant minus the stored reservations leaves
 * and equals its ledger, no day is held twice, every reservation's day rows are exactly its range, and the server
 * serves (and books) again. A few rounds, each killed at another moment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eachDay, todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { usageOf } from '@camperdeel/rules/reservation-plan';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { type Db, openDatabase } from '../../src/db/connection.ts';
import { ledgerBalances, readBalances } from '../../src/modules/credits/service.ts';
import { testCamperRow } from '../support/camper-row.ts';
import { checkedFetch } from '../support/contract.ts';
import { seedOwner } from '../support/seed-owner.ts';
import { quietServerEnv, testPasswordHash } from '../support/server.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const ROUNDS = 3;
const CAMPERS = 3;
const OWNERS_PER_CAMPER = 3;
const IN_FLIGHT = 12;
/** Next calendar year: inside the booking horizon whenever this runs, and far enough away for full refunds. */
const YEAR = yearOf(todayInAmsterdam(new Date())) + 1;
const GRANT = { credits_hoogseizoen: 60, credits_laagseizoen: 60 };

const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-crash-'));
const databasePath = join(dataDir, 'camperdeel.db');
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Server = { child: ChildProcess; url: string };

async function startChild(): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      ...quietServerEnv(dataDir),
      THROTTLE_READ_PER_MINUTE: '1000000',
      THROTTLE_WRITE_PER_MINUTE: '1000000',
      THROTTLE_AUTH_PER_MINUTE: '1000000',
      THROTTLE_TOKEN_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/https?:\/\/[^\s/]+:(\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => reject(new Error(`server stopped (${code ?? signal}): ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function kill9(server: Server): Promise<void> {
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
  children.delete(server.child);
}

type Owner = { id: string; cookie: string; camperId: string };

/** Campers and owners with credits, written through the app's own services on a second connection. */
async function createCast(db: Db): Promise<Owner[]> {
  const owners: Owner[] = [];
  const hash = await testPasswordHash();
  for (let c = 0; c < CAMPERS; c++) {
    const camperId = randomUUID();
    await db
      .insertInto('campers')
      .values(testCamperRow(camperId, `Crashcamper ${c + 1}`, { aantal_sloten_eigenaars: OWNERS_PER_CAMPER }))
      .execute();
    for (let o = 0; o < OWNERS_PER_CAMPER; o++) {
      const user = await seedOwner(db, {
        camperId,
        user: {
          email: `crash-${c}-${o}-${randomUUID().slice(0, 8)}@test.camperdeel.nl`,
          naam: `Eigenaar ${c}.${o}`,
          passwordHash: hash,
          telefoonnummer: null,
          admin: false,
        },
        year: YEAR,
        grant: GRANT,
        standaard: { credits_hoogseizoen: 0, credits_laagseizoen: 0 },
        now: new Date(),
      });
      const { token } = await createSession(db, user.id, new Date());
      owners.push({ id: user.id, cookie: `${SESSION_COOKIE}=${token}`, camperId });
    }
  }
  return owners;
}

/** 1–4 consecutive days somewhere in YEAR. */
function randomDays(): string[] {
  const start = Date.UTC(YEAR, 0, 1 + Math.floor(Math.random() * 360));
  const length = 1 + Math.floor(Math.random() * 4);
  return Array.from({ length }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

type Load = {
  stop: () => void;
  done: Promise<void>;
  created: () => number;
  deleted: () => number;
  /** Requests the kill cut off: proof that it struck mid-load. */
  interrupted: () => number;
};

/**
 * IN_FLIGHT workers, each creating a reservation for a random owner or cancelling one that owner made earlier,
 * until stopped or until the server is gone (a refused connection ends the worker quietly).
 */
function startLoad(url: string, owners: Owner[]): Load {
  let running = true;
  let created = 0;
  let deleted = 0;
  let interrupted = 0;
  const mine = new Map<string, string[]>();
  const worker = async () => {
    while (running) {
      const owner = owners[Math.floor(Math.random() * owners.length)] as Owner;
      const own = mine.get(owner.id) ?? [];
      try {
        if (own.length > 0 && Math.random() < 0.35) {
          const id = own.splice(Math.floor(Math.random() * own.length), 1)[0] ?? '';
          const res = await checkedFetch(`${url}/api/owner/reservations/${id}`, {
            method: 'DELETE',
            headers: { cookie: owner.cookie },
          });
          await res.arrayBuffer();
          if (res.status === 200) deleted += 1;
        } else {
          const res = await checkedFetch(`${url}/api/owner/reservations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: owner.cookie },
            body: JSON.stringify({ dagen: randomDays() }),
          });
          const body = (await res.json()) as { reserveringen?: { id: string }[] };
          if (res.status === 201) {
            created += 1;
            for (const r of body.reserveringen ?? []) own.push(r.id);
            mine.set(owner.id, own);
          }
        }
      } catch {
        interrupted += 1; // the server was killed mid-request
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: IN_FLIGHT }, worker)).then(() => undefined);
  return {
    stop: () => {
      running = false;
    },
    done,
    created: () => created,
    deleted: () => deleted,
    interrupted: () => interrupted,
  };
}

type Seasons = { jaar: number; credits_hoogseizoen: number; credits_laagseizoen: number };

/** The year and the two season balances of a row (rows may carry more, such as what was granted). */
function seasons(row: Seasons): Seasons {
  return {
    jaar: row.jaar,
    credits_hoogseizoen: row.credits_hoogseizoen,
    credits_laagseizoen: row.credits_laagseizoen,
  };
}

/** Everything that must hold in the database after any crash. */
async function expectWhole(owners: Owner[]): Promise<void> {
  const { db, sqlite } = openDatabase(databasePath);
  try {
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);

    const reservations = await db.selectFrom('reserveringen').selectAll().execute();
    const dayRows = await db.selectFrom('reservering_dagen').selectAll().execute();

    // Every reservation's day rows are exactly the days of its range, on its camper; no row without its reservation.
    const byReservation = new Map<string, string[]>();
    for (const row of dayRows) {
      const list = byReservation.get(row.reservering_id) ?? [];
      list.push(`${row.camper_id}/${row.dag}`);
      byReservation.set(row.reservering_id, list);
    }
    for (const r of reservations) {
      const expected = eachDay(r.start_datum, r.eind_datum).map((d) => `${r.camper_id}/${d}`);
      expect((byReservation.get(r.id) ?? []).sort(), `days of ${r.id}`).toEqual(expected);
      expect(r.credits_gebruikt, `credits of ${r.id}`).toBe(expected.length);
      byReservation.delete(r.id);
    }
    expect([...byReservation.keys()], 'day rows without a reservation').toEqual([]);

    // No day held twice: no camper has two reservations whose ranges meet.
    const byCamper = new Map<string, typeof reservations>();
    for (const r of reservations) byCamper.set(r.camper_id, [...(byCamper.get(r.camper_id) ?? []), r]);
    for (const list of byCamper.values()) {
      list.sort((a, b) => a.start_datum.localeCompare(b.start_datum));
      for (let i = 1; i < list.length; i++) {
        expect(
          (list[i]?.start_datum ?? '') > (list[i - 1]?.eind_datum ?? ''),
          'overlapping reservations',
        ).toBe(true);
      }
    }

    // Balances: the grant minus what the stored reservations use, and equal to the ledger (the code's definition).
    for (const owner of owners) {
      const used = usageOf(
        reservations
          .filter((r) => r.user_id === owner.id)
          .flatMap((r) => eachDay(r.start_datum, r.eind_datum)),
      ).find((u) => u.jaar === YEAR) ?? { hoogseizoen: 0, laagseizoen: 0 };
      const [balance] = await readBalances(db, owner.id, [YEAR]);
      const remaining = {
        jaar: YEAR,
        credits_hoogseizoen: GRANT.credits_hoogseizoen - used.hoogseizoen,
        credits_laagseizoen: GRANT.credits_laagseizoen - used.laagseizoen,
      };
      expect(balance && seasons(balance), `balance of ${owner.id}`).toEqual(remaining);
      const ledger = (await ledgerBalances(db, owner.id)).find((l) => l.jaar === YEAR);
      expect(ledger && seasons(ledger), `ledger of ${owner.id}`).toEqual(remaining);
    }
  } finally {
    await db.destroy();
  }
}

async function expectServing(server: Server, owner: Owner): Promise<void> {
  const health = await checkedFetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  const list = await checkedFetch(`${server.url}/api/owner/reservations`, {
    headers: { cookie: owner.cookie },
  });
  expect(list.status).toBe(200);
  await list.arrayBuffer();
}

/** Books one free day for `owner` (random days may be taken or buffer days); answers the reservation id. */
async function bookOneDay(server: Server, owner: Owner): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await checkedFetch(`${server.url}/api/owner/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ dagen: randomDays().slice(0, 1) }),
    });
    const body = (await res.json()) as { reserveringen?: { id: string }[] };
    const id = body.reserveringen?.[0]?.id;
    if (res.status === 201 && id) return id;
  }
  throw new Error('no free day found in 30 tries');
}

describe('kill -9 under load', () => {
  it(`${ROUNDS} rounds: the data stays whole and the server serves again`, { timeout: 240_000 }, async () => {
    let server = await startChild();
    const setup = openDatabase(databasePath);
    const owners = await createCast(setup.db);
    await setup.db.destroy();
    await expectWhole(owners);

    let total = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const load = startLoad(server.url, owners);
      // Kill while writes are surely in flight: after some have landed, at a different moment each round.
      const goal = total + 5 + round * 10;
      const deadline = Date.now() + 60_000;
      while (load.created() + load.deleted() + total < goal && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
      }
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 150)));
      await kill9(server);
      load.stop();
      await load.done;
      expect(load.created(), `round ${round}: no reservation was made before the kill`).toBeGreaterThan(0);
      expect(load.interrupted(), `round ${round}: the kill cut no request off`).toBeGreaterThan(0);
      total += load.created() + load.deleted();

      server = await startChild();
      await expectWhole(owners);
      await expectServing(server, owners[round % owners.length] as Owner);
    }

    // After the last restart the server still books and cancels.
    const owner = owners[0] as Owner;
    const id = await bookOneDay(server, owner);
    const cancelled = await checkedFetch(`${server.url}/api/owner/reservations/${id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    expect(cancelled.status).toBe(200);
    await kill9(server);
    await expectWhole(owners);

    // The checks can fail: one credit minted outside the rules is caught.
    const tamper = openDatabase(databasePath);
    await tamper.db
      .insertInto('credit_ledger')
      .values({
        user_id: owner.id,
        jaar: YEAR,
        seizoen: 'laagseizoen',
        delta: 1,
        reden: 'admin_set',
        actor_id: null,
        reservering_id: null,
      })
      .execute();
    await tamper.db.destroy();
    await expect(expectWhole(owners)).rejects.toThrow(/ledger of/);
  });
});
