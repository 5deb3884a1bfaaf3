import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationOverviewRow } from '../../src/modules/reservations/admin-service.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { insertReservation } from '../support/reservation-row.ts';
import type { TestUser } from '../support/server.ts';
import { storedValue } from '../support/stored-reads.ts';
import { call, type Json } from './fixtures.ts';

/**
 * GET /api/admin/reservations/overview pages over a summary the database keeps (migration 0017): every page walk must
 * give exactly the lines the grouping over all reservations gives, after any write.
 */
type Line = ReservationOverviewRow;
type OverviewPage = { reserveringen: Line[]; volgende: string | null; totaal: number };

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
let admin: TestUser;

/** The overview as it was computed before the summary: every approved reservation grouped per request. */
async function grouped(): Promise<Line[]> {
  const jaar = sql<number>`CAST(substr(reserveringen.start_datum, 1, 4) AS INTEGER)`;
  const rows = await t.db
    .selectFrom('reserveringen')
    .innerJoin('campers', 'campers.id', 'reserveringen.camper_id')
    .innerJoin('profiles', 'profiles.id', 'reserveringen.user_id')
    .where('reserveringen.status', '=', 'goedgekeurd')
    .where((eb) =>
      eb(
        eb
          .selectFrom('camper_eigenaars')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('camper_eigenaars.camper_id', '=', 'campers.id'),
        '>=',
        eb.ref('campers.aantal_sloten_eigenaars'),
      ),
    )
    .select((eb) => [
      'campers.id as camper_id',
      'campers.naam as camper_naam',
      'campers.merk',
      'campers.model',
      'profiles.id as user_id',
      'profiles.naam',
      jaar.as('jaar'),
      eb.fn.countAll<number>().as('aantal_reserveringen'),
      eb.fn.sum<number>('reserveringen.credits_gebruikt').as('dagen'),
    ])
    .groupBy(['campers.id', 'profiles.id', jaar])
    .orderBy(jaar, 'desc')
    .orderBy(sql`lower(campers.naam)`)
    .orderBy(sql`lower(profiles.naam)`)
    .orderBy('campers.id')
    .orderBy('profiles.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    jaar: Number(r.jaar),
    aantal_reserveringen: Number(r.aantal_reserveringen),
    dagen: Number(r.dagen),
  }));
}

async function page(query: string): Promise<OverviewPage> {
  const { status, body } = await call(t, admin, 'GET', `/api/admin/reservations/overview${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as OverviewPage;
}

/** Every page in turn, `limit` lines each, checking the count and the cursor on the way. */
async function walk(limit: number, zoek = ''): Promise<Line[]> {
  const seen: Line[] = [];
  let cursor: string | null = '';
  let totaal = -1;
  while (cursor !== null) {
    const params = new URLSearchParams({ limit: String(limit), ...(zoek ? { zoek } : {}) });
    if (cursor) params.set('cursor', cursor);
    const answer: OverviewPage = await page(`?${params}`);
    expect(answer.reserveringen.length).toBeLessThanOrEqual(limit);
    if (totaal === -1) totaal = answer.totaal;
    expect(answer.totaal).toBe(totaal);
    seen.push(...answer.reserveringen);
    cursor = answer.volgende;
  }
  expect(seen).toHaveLength(totaal);
  return seen;
}

/** A small PRNG with a seed, so a failing data set can be made again. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

/** A one-day low-season reservation that counts `days` credits, stored past the booking's checks. */
function reserve(userId: string, camperId: string, start: string, days: number): Promise<string> {
  return insertReservation(t, {
    user_id: userId,
    camper_id: camperId,
    start_datum: start,
    eind_datum: start,
    credits_gebruikt: days,
  });
}

const CAMPER_NAMES = [
  'Alpha',
  'alpha',
  'Élan Vital',
  'Beta Bolide',
  'zwerver',
  'Zwerver',
  'Øresund',
  'Ähnlich',
];
const USER_NAMES = ['Bea', 'bea', 'Zoë Ångström', 'Adam', 'adam', 'Émile', 'Pim', 'Ühler', 'Bram'];

let campers: string[] = [];
let users: TestUser[] = [];

beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Anna Admin' });
  const rnd = random(25);
  campers = [];
  users = [];
  for (const [i, naam] of CAMPER_NAMES.entries()) {
    const camper = await t.createCamper({
      naam,
      merk: i % 2 ? 'Knaus' : 'Hymer',
      model: i % 3 ? 'Van Ti' : 'Exsis',
      aantal_sloten_eigenaars: 1 + (i % 3),
    });
    campers.push(camper);
    // Most campers fill their slots; every third one lacks an owner, so it must not be listed.
    const owners = 1 + (i % 3) - (i % 3 === 2 ? 1 : 0);
    for (let o = 0; o < owners; o++) {
      users.push(await t.createOwner(camper, { naam: rnd.pick(USER_NAMES) }));
    }
  }
  for (let n = 0; n < 140; n++) {
    const user = rnd.pick(users);
    const camper = rnd.int(5) === 0 ? rnd.pick(campers) : await camperOf(user.id);
    const start = `${2023 + rnd.int(5)}-0${1 + rnd.int(9)}-1${rnd.int(10)}`;
    await reserve(user.id, camper, start, 1 + rnd.int(7));
  }
});

function camperOf(userId: string): Promise<string> {
  return storedValue(t, 'camper_eigenaars', 'camper_id', { user_id: userId });
}

describe('GET /api/admin/reservations/overview pages', () => {
  it('walks the same lines in the same order as the grouping over every reservation, for any page size', async () => {
    const expected = await grouped();
    expect(expected.length).toBeGreaterThan(20);
    for (const limit of [1, 7, 50, 200]) expect(await walk(limit), `limit ${limit}`).toEqual(expected);
  });

  it('answers at most 50 lines without a limit, with the count and a cursor', async () => {
    for (let n = 0; n < 60; n++) {
      await reserve(users[0]?.id ?? '', await camperOf(users[0]?.id ?? ''), `${1900 + n}-01-01`, 1);
    }
    const expected = await grouped();
    const first = await page('');
    expect(first.reserveringen).toEqual(expected.slice(0, 50));
    expect(first.totaal).toBe(expected.length);
    expect(first.volgende).toEqual(expect.any(String));
    const q = await page('?q=alpha&limit=200');
    expect(q.reserveringen).toEqual(await walk(200, 'alpha'));
  });

  it('zoek finds camper name, brand, model and user name whatever the case and accents; totaal counts the matches', async () => {
    const expected = await grouped();
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const cases: [string, (line: Line) => boolean][] = [
      ['ahnl', (l) => fold(l.camper_naam).includes('ahnl')],
      ['KNAUS', (l) => l.merk === 'Knaus'],
      ['exsis', (l) => l.model === 'Exsis'],
      ['zoe angs', (l) => fold(l.naam).includes('zoe angs')],
      ['Émile', (l) => fold(l.naam).includes('emile')],
    ];
    for (const [zoek, wanted] of cases) {
      const found = await walk(5, zoek);
      expect(found, zoek).toEqual(expected.filter(wanted));
      expect(found.length, zoek).toBeGreaterThan(0);
    }
    expect(await walk(10, 'niemand-heet-zo')).toEqual([]);
    // The first Élan Vital has an empty owner slot: found by its name, yet not listed.
    const elan = await walk(10, 'elan');
    expect(elan).toEqual(expected.filter((l) => fold(l.camper_naam).includes('elan')));
    expect(elan.some((l) => l.camper_id === campers[2])).toBe(false);
  });

  it('a cursor a client made up is a 400 in Dutch, never a 500', async () => {
    for (const cursor of ['abc', '!!!', Buffer.from('["a"]').toString('base64url'), 'x'.repeat(900)]) {
      const { status, body } = await call(
        t,
        admin,
        'GET',
        `/api/admin/reservations/overview?cursor=${cursor}`,
      );
      expect(status, cursor).toBe(400);
      expect(JSON.stringify(body)).toMatch(/cursor is ongeldig/);
    }
    for (const limit of ['0', '201', 'tien']) {
      const { status } = await call(t, admin, 'GET', `/api/admin/reservations/overview?limit=${limit}`);
      expect(status, limit).toBe(400);
    }
  });
  it('stays right after every kind of write, in SQL (imports, renames, moved dates, owners and slots changing)', async () => {
    const rnd = random(74);
    for (let round = 0; round < 6; round++) {
      const reservations = await t.db.selectFrom('reserveringen').select('id').execute();
      for (let n = 0; n < 8; n++) {
        const which = rnd.int(8);
        const target = rnd.pick(reservations).id;
        if (which === 0) await t.db.deleteFrom('reserveringen').where('id', '=', target).execute();
        if (which === 1) {
          await t.db
            .updateTable('reserveringen')
            .set({
              start_datum: `${2022 + rnd.int(6)}-11-11`,
              eind_datum: '2030-01-01',
              credits_gebruikt: 1 + rnd.int(9),
            })
            .where('id', '=', target)
            .execute();
        }
        if (which === 2) {
          await t.db
            .updateTable('reserveringen')
            .set({ user_id: rnd.pick(users).id, camper_id: rnd.pick(campers) })
            .where('id', '=', target)
            .execute();
        }
        if (which === 3) {
          await t.db
            .updateTable('campers')
            .set({ naam: rnd.pick(CAMPER_NAMES) })
            .where('id', '=', rnd.pick(campers))
            .execute();
        }
        if (which === 4) {
          await t.db
            .updateTable('profiles')
            .set({ naam: rnd.pick(USER_NAMES) })
            .where('id', '=', rnd.pick(users).id)
            .execute();
        }
        if (which === 6) {
          // An owner leaves, or a member takes a seat: a camper fills up or opens.
          const user = rnd.pick(users).id;
          const seat = await t.db
            .deleteFrom('camper_eigenaars')
            .where('user_id', '=', user)
            .executeTakeFirst();
          if (seat.numDeletedRows === 0n) {
            await t.db
              .insertInto('camper_eigenaars')
              .values({ id: randomUUID(), camper_id: rnd.pick(campers), user_id: user })
              .execute();
          }
        }
        if (which === 7) {
          await t.db
            .updateTable('campers')
            .set({ aantal_sloten_eigenaars: 1 + rnd.int(3) })
            .where('id', '=', rnd.pick(campers))
            .execute();
        }
        if (which === 5)
          await reserve(
            rnd.pick(users).id,
            rnd.pick(campers),
            `${2024 + rnd.int(3)}-05-0${1 + rnd.int(9)}`,
            2,
          );
      }
      expect(await walk(1 + rnd.int(30)), `round ${round}`).toEqual(await grouped());
    }
  });
});

describe('the overview follows the write paths of the app', () => {
  async function expectCurrent(): Promise<void> {
    expect(await walk(200)).toEqual(await grouped());
  }

  it('booking, cancelling, an owner leaving, erasing a user and deleting a camper', async () => {
    const camper = await t.createCamper({ naam: 'Schrijfpad', aantal_sloten_eigenaars: 2 });
    const booker = await t.createOwner(camper, { naam: 'Boeker' });
    const other = await t.createOwner(camper, { naam: 'Ander' });
    await giveCredits(t, admin, booker, 2026, 10, 10);
    await giveCredits(t, admin, other, 2026, 10, 10);

    const booked = await t.request('/api/owner/reservations', {
      cookie: booker.cookie,
      json: { dagen: ['2026-04-14', '2026-04-15', '2026-04-20'] },
    });
    expect(booked.status).toBe(201);
    const again = await t.request('/api/owner/reservations', {
      cookie: other.cookie,
      json: { dagen: ['2026-05-05'] },
    });
    expect(again.status).toBe(201);
    await expectCurrent();
    const mine = (await page('?zoek=Schrijfpad')).reserveringen;
    expect(mine.map((l) => [l.naam, l.aantal_reserveringen, l.dagen])).toEqual([
      ['Ander', 1, 1],
      ['Boeker', 2, 3],
    ]);

    const ids = ((await booked.json()) as Json).reserveringen as { id: string }[];
    const cancelled = await t.request(`/api/owner/reservations/${ids[0]?.id}`, {
      method: 'DELETE',
      cookie: booker.cookie,
    });
    expect(cancelled.status).toBe(200);
    await expectCurrent();

    const leaving = await call(t, admin, 'DELETE', `/api/admin/campers/${camper}/owners/${other.id}`);
    expect(leaving.status).toBe(200);
    await expectCurrent();
    expect((await page('?zoek=Schrijfpad')).reserveringen).toEqual([]);

    expect((await call(t, admin, 'DELETE', `/api/admin/users/${other.id}`)).status).toBe(200);
    await expectCurrent();

    // A camper with reservations cannot be deleted: they go first (as a clean-up in SQL would), then the camper.
    for (const camperId of [camper, campers[0] ?? '']) {
      await t.db.deleteFrom('reserveringen').where('camper_id', '=', camperId).execute();
      await t.db.deleteFrom('camper_eigenaars').where('camper_id', '=', camperId).execute();
      const removed = await call(t, admin, 'DELETE', `/api/admin/campers/${camperId}`);
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    }
    await expectCurrent();
    const left = await t.db
      .selectFrom('reservering_overzicht')
      .select('camper_id')
      .where('camper_id', 'in', [camper, campers[0] ?? ''])
      .execute();
    expect(left).toEqual([]);
  });
});
