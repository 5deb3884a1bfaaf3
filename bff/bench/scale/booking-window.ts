import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { sql } from 'kysely';
import { openTarget } from '../../src/db/connection.ts';
import { CALENDAR_PAGE } from '../cases.ts';
import { dataset } from './generate.ts';
import { percentile } from './measure-gets.ts';
import { seededRandom } from './random.ts';
import { mark, table, writeBlock } from './report.ts';
import { NO_ANSWER, TIMEOUT_MS, timedRequest } from './request.ts';
import { POSTGRES, runCopy, serverEnv, sessionCookie, startServer, stopServers } from './server.ts';

/**
 * `npm run bench:scale:window`: the booking window opens. The owners of the first 500 campers (2,000 at full size)
 * each load their calendar page and book one day, all within one minute; on a fifth of those campers two of the
 * four owners try the very day a co-owner takes, at the same moment (10 % of the owners). Budgets: p99 ≤ 1 s, no
 * 5xx, no double booking (one winner per contested day, no overlapping reservations), every credit balance equal to
 * its ledger. Runs on the scale data set (generate.ts): one server on SQLite; on PostgreSQL (DATABASE_URL,
 * bench:scale:window:postgres) two server processes on the one database, the owners spread across both so that the
 * two sides of each contested day reach different instances (WINDOW_INSTANCES to change the count).
 */

const PERFORMANCE = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
const CAMPERS = 500;
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 60_000);
/** Several instances share one database only on PostgreSQL; a SQLite file belongs to one server process. */
const INSTANCES = POSTGRES ? Number(process.env.WINDOW_INSTANCES ?? 2) : 1;
const ENGINE = POSTGRES ? 'PostgreSQL' : 'SQLite';

type Owner = { userId: string; camperId: string; slot: number; cookie: string };
type Outcome = { ms: number[]; statuses: number[]; booked: number };

async function owners(target: string): Promise<Owner[]> {
  const db = openTarget(target);
  try {
    const rows = await db
      .selectFrom('camper_eigenaars')
      .innerJoin('campers', 'campers.id', 'camper_eigenaars.camper_id')
      .select(['camper_eigenaars.user_id', 'camper_eigenaars.camper_id', 'campers.naam'])
      .where('campers.naam', '<=', `Camper ${String(CAMPERS).padStart(5, '0')}`)
      .orderBy('campers.naam')
      .orderBy('camper_eigenaars.user_id')
      .execute();
    const result: Owner[] = [];
    let slot = 0;
    for (const [i, row] of rows.entries()) {
      slot = i > 0 && rows[i - 1]?.camper_id === row.camper_id ? slot + 1 : 0;
      result.push({
        userId: row.user_id,
        camperId: row.camper_id,
        slot,
        cookie: await sessionCookie(db, row.user_id),
      });
    }
    return result;
  } finally {
    await db.destroy();
  }
}

async function request(url: string, init: RequestInit, outcome: Outcome): Promise<number> {
  const { sample } = await timedRequest(url, init);
  outcome.ms.push(sample.ms);
  outcome.statuses.push(sample.status);
  return sample.status;
}

/** One owner: the calendar page's reads at once, then the booking. */
async function visit(base: string, owner: Owner, day: string, outcome: Outcome): Promise<void> {
  const headers = { cookie: owner.cookie };
  await Promise.all(CALENDAR_PAGE.map((path) => request(`${base}${path}`, { headers }, outcome)));
  const status = await request(
    `${base}/api/owner/reservations`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ dagen: [day] }),
    },
    outcome,
  );
  if (status === 201) outcome.booked++;
}

/** Camper number `c` is contested when c % 5 = 0: slots 1 and 3 try the days of slots 0 and 2. */
function plan(owner: Owner, camperIndex: number, year: number): { day: string; partnerSlot: number } {
  const contested = camperIndex % 5 === 0 && owner.slot % 2 === 1;
  const slot = contested ? owner.slot - 1 : owner.slot;
  return { day: `${year + 1}-12-${String(2 + slot * 6).padStart(2, '0')}`, partnerSlot: slot };
}

async function checks(target: string, camperIds: string[], userIds: string[], jaar: number) {
  const db = openTarget(target);
  try {
    const overlapping = await db
      .selectFrom('reserveringen as a')
      .innerJoin('reserveringen as b', (join) =>
        join
          .onRef('a.camper_id', '=', 'b.camper_id')
          .onRef('a.id', '<', 'b.id')
          .onRef('a.start_datum', '<=', 'b.eind_datum')
          .onRef('b.start_datum', '<=', 'a.eind_datum'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.camper_id', 'in', camperIds)
      .executeTakeFirstOrThrow();
    const ledger = db
      .selectFrom('credit_ledger')
      .select(['user_id', 'jaar', 'seizoen', (eb) => eb.fn.sum<number>('delta').as('som')])
      .where('jaar', '=', jaar)
      .where('user_id', 'in', userIds)
      .groupBy(['user_id', 'jaar', 'seizoen'])
      .as('l');
    const wrong = await db
      .selectFrom('user_credits as c')
      .leftJoin(ledger, (join) => join.onRef('l.user_id', '=', 'c.user_id').onRef('l.jaar', '=', 'c.jaar'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.jaar', '=', jaar)
      .where('c.user_id', 'in', userIds)
      .where(
        sql<boolean>`(l.seizoen = 'hoogseizoen' AND l.som <> c.credits_hoogseizoen) OR (l.seizoen = 'laagseizoen' AND l.som <> c.credits_laagseizoen)`,
      )
      .executeTakeFirstOrThrow();
    return { overlapping: Number(overlapping.n), wrongBalances: Number(wrong.n) };
  } finally {
    await db.destroy();
  }
}

async function main() {
  const year = yearOf(todayInAmsterdam(new Date()));
  const data = await dataset(year);
  const dir = mkdtempSync(join(tmpdir(), 'camperdeel-window-'));
  const copy = await runCopy(data.target, data.key, dir);
  try {
    const all = await owners(copy.target);
    const camperIds = [...new Set(all.map((o) => o.camperId))];
    const servers: string[] = [];
    for (let i = 0; i < INSTANCES; i++) servers.push((await startServer(serverEnv(dir, copy.target))).url);
    console.log(
      `${all.length} eigenaren van ${camperIds.length} campers boeken binnen ${WINDOW_MS / 1000} s…`,
    );
    const random = seededRandom(4);
    const startOf = new Map<string, number>();
    const outcome: Outcome = { ms: [], statuses: [], booked: 0 };
    const visits = all.map((owner) => {
      const camperIndex = camperIds.indexOf(owner.camperId);
      const { day, partnerSlot } = plan(owner, camperIndex, year);
      // A contested pair starts at the same instant: the owner and the co-owner whose day it is.
      const key = `${owner.camperId}:${partnerSlot}`;
      const at = startOf.get(key) ?? Math.floor(random() * WINDOW_MS);
      startOf.set(key, at);
      return new Promise<void>((resolve) => {
        // By slot, so the owner who takes a day and the co-owner who tries it at once use different instances.
        const base = servers[owner.slot % servers.length] ?? '';
        setTimeout(() => void visit(base, owner, day, outcome).then(resolve), at);
      });
    });
    const started = performance.now();
    await Promise.all(visits);
    const seconds = (performance.now() - started) / 1000;
    const contested = all.filter((o) => camperIds.indexOf(o.camperId) % 5 === 0 && o.slot % 2 === 1).length;
    const expectedBookings = all.length - contested;
    const p99 = percentile(outcome.ms, 99);
    const errors = outcome.statuses.filter((s) => s >= 500).length;
    const failed = outcome.statuses.filter((s) => s === NO_ANSWER).length;
    const refused = outcome.statuses.filter((s) => s === 409).length;
    const result = await checks(
      copy.target,
      camperIds,
      all.map((o) => o.userId),
      year + 1,
    );
    const rows = [
      ['requests', String(outcome.ms.length), '', ''],
      ['p99', `${p99.toFixed(0)} ms`, '≤ 1 s', mark(p99 <= 1000)],
      ['5xx', String(errors), '0', mark(errors === 0)],
      [`no answer within ${TIMEOUT_MS / 1000} s`, String(failed), '0', mark(failed === 0)],
      [
        'bookings made (contested refused)',
        `${outcome.booked} (${refused})`,
        `${expectedBookings} (${contested})`,
        mark(outcome.booked === expectedBookings),
      ],
      ['overlapping reservations', String(result.overlapping), '0', mark(result.overlapping === 0)],
      ['credit balances ≠ ledger', String(result.wrongBalances), '0', mark(result.wrongBalances === 0)],
    ];
    const block = [
      `### Booking window, ${ENGINE}, ${INSTANCES === 1 ? 'one instance' : `${INSTANCES} instances`}`,
      '',
      `${all.length} owners of ${camperIds.length} campers load the calendar page (${CALENDAR_PAGE.length} GETs) and book one day within ${WINDOW_MS / 1000} s (took ${seconds.toFixed(0)} s); ${contested} of them try a co-owner's day at the same moment. Data set ${data.key}, ${new Date().toISOString().slice(0, 10)}.`,
      '',
      table(['measure', 'measured', 'budget', ''], rows),
    ].join('\n');
    console.log(`\n${block}\n`);
    // One block per engine and instance count, so the one-instance and the two-instance figures stand side by side.
    const instances = INSTANCES === 1 ? '' : `, ${INSTANCES} instances`;
    writeBlock(PERFORMANCE, `${ENGINE} booking window${instances}`, block);
  } finally {
    await stopServers();
    await copy.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
