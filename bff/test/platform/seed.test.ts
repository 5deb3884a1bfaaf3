import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@camperdeel/rules/dates';
import { imageFiles } from '@camperdeel/rules/images';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { seedDemo, seedIfEmpty } from '../../src/seed/demo.ts';
import { DEMO_LOGINS } from '../../src/seed/demo-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function seeded(now: string): Promise<TestServer> {
  const t = await startTestServer({ now: new Date(now), env: { SEED_DEMO: '1' } });
  servers.push(t);
  return t;
}

function storedFiles(t: TestServer): number {
  return ['camper-images', 'camper-documents', 'facturen', 'profile-photos']
    .map((b) => join(t.config.storageDir, b))
    .filter((d) => existsSync(d))
    .reduce((n, d) => n + readdirSync(d).length, 0);
}

async function checkInvariants(t: TestServer) {
  const { db } = t;
  // Every balance equals the sum of its ledger, per user, year and season.
  const mismatches = await sql<{ user_id: string }>`
    SELECT c.user_id FROM user_credits c
    LEFT JOIN (
      SELECT user_id, jaar,
        SUM(CASE WHEN seizoen = 'hoogseizoen' THEN delta ELSE 0 END) AS hoog,
        SUM(CASE WHEN seizoen = 'laagseizoen' THEN delta ELSE 0 END) AS laag
      FROM credit_ledger GROUP BY user_id, jaar
    ) l ON l.user_id = c.user_id AND l.jaar = c.jaar
    WHERE c.credits_hoogseizoen != COALESCE(l.hoog, 0) OR c.credits_laagseizoen != COALESCE(l.laag, 0)`.execute(
    db,
  );
  expect(mismatches.rows).toEqual([]);

  // Reservations of one camper never overlap and always leave a buffer day between them.
  const reservations = await db
    .selectFrom('reserveringen')
    .select(['camper_id', 'start_datum', 'eind_datum', 'credits_gebruikt'])
    .orderBy('camper_id')
    .orderBy('start_datum')
    .execute();
  expect(reservations.length).toBeGreaterThanOrEqual(6);
  for (let i = 1; i < reservations.length; i++) {
    const prev = reservations[i - 1];
    const next = reservations[i];
    if (prev && next && prev.camper_id === next.camper_id) {
      expect(
        next.start_datum >= addDays(prev.eind_datum, 2),
        `${prev.eind_datum} → ${next.start_datum}`,
      ).toBe(true);
    }
  }
  // The day rows match the reservations, and every charged day has a ledger row.
  const days = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM reservering_dagen`.execute(db);
  const charged = reservations.reduce((n, r) => n + r.credits_gebruikt, 0);
  expect(Number(days.rows[0]?.n)).toBe(charged);
  const spent = await sql<{
    n: number;
  }>`SELECT -SUM(delta) AS n FROM credit_ledger WHERE reden = 'reservering'`.execute(db);
  expect(Number(spent.rows[0]?.n)).toBe(charged);
  // No credit row ever goes negative.
  const negative = await db
    .selectFrom('user_credits')
    .select('user_id')
    .where((eb) => eb.or([eb('credits_hoogseizoen', '<', 0), eb('credits_laagseizoen', '<', 0)]))
    .execute();
  expect(negative).toEqual([]);
}

describe('demo seed', () => {
  test('start-up seeds an empty database with every kind of data, consistent with the rules', async () => {
    const t = await seeded('2026-06-10T10:00:00Z');
    const { db } = t;
    const campers = await db
      .selectFrom('campers')
      .leftJoin('camper_eigenaars', 'camper_eigenaars.camper_id', 'campers.id')
      .select([
        'campers.naam',
        'campers.status',
        'campers.toont_in_camper_vinden',
        'campers.aantal_sloten_eigenaars',
        'campers.hoofdfoto_url',
      ])
      .select((eb) => eb.fn.count<number>('camper_eigenaars.id').as('owners'))
      .groupBy('campers.id')
      .execute();
    expect(campers.length).toBeGreaterThanOrEqual(6);
    expect(new Set(campers.map((c) => c.status))).toEqual(
      new Set(['in_verkoop', 'volzet', 'iedereen_getekend', 'on_the_road']),
    );
    expect(campers.some((c) => Number(c.owners) === c.aantal_sloten_eigenaars)).toBe(true);
    expect(campers.some((c) => c.aantal_sloten_eigenaars - Number(c.owners) === 1)).toBe(true);
    expect(campers.some((c) => c.toont_in_camper_vinden === 0)).toBe(true);

    // Every camper picture is generated, then stored like any upload: WebP in every width, from the public bucket.
    for (const camper of campers) {
      expect(camper.hoofdfoto_url).toMatch(/^\/files\/camper-images\/[0-9a-f-]{36}\.webp$/);
      for (const file of imageFiles(camper.hoofdfoto_url ?? '')) {
        const res = await t.request(file);
        expect(res.status, file).toBe(200);
        expect(new Uint8Array(await res.arrayBuffer()).slice(8, 12)).toEqual(
          new TextEncoder().encode('WEBP'),
        );
      }
    }

    const roles = await db.selectFrom('user_roles').select('user_id').execute();
    expect(roles).toHaveLength(1);
    const owners = await db.selectFrom('profiles').select('id').where('status', '=', 'eigenaar').execute();
    expect(owners.length).toBeGreaterThanOrEqual(3);
    // Owners have credits for this year and next, and a standard.
    for (const owner of owners) {
      const years = await db
        .selectFrom('user_credits')
        .select('jaar')
        .where('user_id', '=', owner.id)
        .execute();
      expect(years.map((y) => y.jaar)).toEqual(expect.arrayContaining([2026, 2027]));
    }
    expect(await db.selectFrom('credit_standards').select('user_id').execute()).toHaveLength(owners.length);

    const prospect = await db
      .selectFrom('users')
      .innerJoin('aanmeldingen', 'aanmeldingen.user_id', 'users.id')
      .select('aanmeldingen.status')
      .where('users.email', '=', DEMO_LOGINS.prospect.email)
      .execute();
    expect(prospect.length).toBeGreaterThanOrEqual(2);

    const invoices = await db.selectFrom('facturen').select(['betaald', 'storage_key']).execute();
    expect(new Set(invoices.map((i) => i.betaald))).toEqual(new Set([0, 1]));
    const documents = await db.selectFrom('camper_documenten').select('storage_key').execute();
    expect(documents.length).toBeGreaterThan(0);
    for (const { storage_key } of documents) {
      expect(existsSync(join(t.config.storageDir, 'camper-documents', storage_key))).toBe(true);
    }
    for (const { storage_key } of invoices)
      expect(existsSync(join(t.config.storageDir, 'facturen', storage_key))).toBe(true);

    const today = '2026-06-10';
    const reservations = await db.selectFrom('reserveringen').select('start_datum').execute();
    expect(reservations.some((r) => r.start_datum < today)).toBe(true);
    expect(reservations.some((r) => r.start_datum > today)).toBe(true);

    await checkInvariants(t);

    // The printed logins work.
    for (const login of Object.values(DEMO_LOGINS)) {
      const res = await t.request('/api/auth/login', {
        json: { email: login.email, wachtwoord: login.wachtwoord },
      });
      expect(res.status, login.email).toBe(200);
    }
  });

  test('never seeds twice; a second seed fails whole and leaves no files behind', async () => {
    const t = await seeded('2026-12-20T22:30:00Z');
    await checkInvariants(t);
    const users = await t.db.selectFrom('users').select('id').execute();
    const files = storedFiles(t);
    expect(await seedIfEmpty(t.db, t.config, t.clock.now())).toBe(false);
    await expect(seedDemo(t.db, t.config, t.clock.now())).rejects.toThrow();
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
    expect(storedFiles(t)).toBe(files);
  });
});
