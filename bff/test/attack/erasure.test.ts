/**
 * Erasure erases: a member with a distinctive name and e-mail does everything the platform offers (is created by an
 * admin, fails a login, asks for a reset, applies, becomes co-owner, books, cancels, records handovers with photos
 * and damage, gets a profile photo, is edited, cancelled for and removed by an admin), then is erased, once through
 * DELETE /api/me and once through the admin's user delete. Afterwards no text column of any table (found through the
 * engine's own table list) and no file under DATA_DIR holds the name or the e-mail, in any case.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineOf } from '../../src/db/dialect.ts';
import { EXPORT_SECTIONS } from '../../src/modules/account/data-export.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { fieldsForm, pngBytes, uploadForm } from '../support/files.ts';
import { readJson, type TestUser, withTestServer } from '../support/server.ts';
import { countWhere } from '../support/stored-reads.ts';

/** Monday 1 June 2026 in Amsterdam. */
const NOW = new Date('2026-06-01T10:00:00Z');
const PASSWORD = 'Zeer-geheim-wachtwoord-42';

type Json = Record<string, unknown>;
/** `dagen`: a trip that starts today (handovers), then two later single days. */
type Person = {
  naam: string;
  email: string;
  needles: string[];
  dagen: [string, string, string, string];
  km: number;
};

const SELF: Person = {
  naam: 'Quirijntje Zwaluwstaart-Vermeulenhof',
  email: 'quirijntje.zwaluw@wegwezen-test.nl',
  needles: ['quirijntje', 'zwaluwstaart', 'vermeulenhof', 'wegwezen-test'],
  dagen: ['2026-06-01', '2026-06-02', '2026-07-20', '2026-08-10'],
  km: 45_210,
};
const BY_ADMIN: Person = {
  naam: 'Ottoline Kwakkelstein-Brabander',
  email: 'ottoline.kwak@verdwijn-test.nl',
  needles: ['ottoline', 'kwakkelstein', 'verdwijn-test'],
  dagen: ['2026-06-08', '2026-06-09', '2026-07-25', '2026-08-15'],
  km: 46_000,
};

let admin: TestUser;
let coOwner: TestUser;
let camperId: string;

const t = serverForFile({ now: NOW });
beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Beheerder Bas' });
  camperId = await t.createCamper({ naam: 'Zeeuwse Zon' });
  coOwner = await t.createOwner(camperId, { naam: 'Coby Mede' });
  await giveCredits(t, admin, coOwner, 2026);
});

async function body(res: Response): Promise<Json> {
  return (await res.json()) as Json;
}

async function ok(res: Response, status = 200): Promise<Json> {
  const json = await body(res);
  expect(res.status, JSON.stringify(json)).toBe(status);
  return json;
}

function handoverForm(fields: Record<string, string>): FormData {
  const form = fieldsForm(fields);
  form.append('foto', new Blob([pngBytes()]), 'foto.png');
  return form;
}

/** Every trace a member can leave; returns the member with a session. */
async function liveAFullLife(person: Person): Promise<TestUser> {
  const created = await ok(
    await t.request('/api/admin/users', {
      cookie: admin.cookie,
      json: { email: person.email, naam: person.naam, wachtwoord: PASSWORD, status: 'prospect' },
    }),
    201,
  );
  const id = (created.user as Json).id as string;
  const user: TestUser = {
    id,
    email: person.email,
    naam: person.naam,
    password: PASSWORD,
    cookie: await t.signIn(id),
  };
  // A failed login and a reset request record the address (audit, throttle) and mail the member.
  const failed = await t.request('/api/auth/login', {
    json: { email: person.email.toUpperCase(), wachtwoord: 'helemaal-fout-1' },
  });
  expect(failed.status).toBe(401);
  expect((await t.request('/api/auth/password-reset', { json: { email: person.email } })).status).toBe(202);
  await ok(
    await t.request(`/api/admin/users/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { naam: person.naam, telefoonnummer: '0612345678', beschrijving: `Ik ben ${person.naam}` },
    }),
  );
  await ok(
    await t.request('/api/me/profile/photo', { cookie: user.cookie, body: uploadForm(pngBytes(), 'ik.png') }),
  );
  await ok(
    await t.request('/api/me/applications', { cookie: user.cookie, json: { camper_id: camperId } }),
    201,
  );
  await ok(
    await t.request(`/api/admin/campers/${camperId}/owners`, { cookie: admin.cookie, json: { user_id: id } }),
    201,
  );
  user.cookie = await t.signIn(id);
  await giveCredits(t, admin, user, 2026);
  const booked = await ok(
    await t.request('/api/owner/reservations', {
      cookie: user.cookie,
      json: { dagen: person.dagen.slice(0, 2) },
    }),
    201,
  );
  const today = ((booked.reserveringen as Json[])[0] as Json).id as string;
  await ok(
    await t.request(`/api/owner/reservations/${today}/handovers`, {
      cookie: user.cookie,
      body: handoverForm({
        moment: 'ophalen',
        km_stand: String(person.km),
        brandstof_procent: '100',
        schoon: 'true',
      }),
    }),
    201,
  );
  await ok(
    await t.request(`/api/owner/reservations/${today}/handovers`, {
      cookie: user.cookie,
      body: handoverForm({
        moment: 'terugbrengen',
        km_stand: String(person.km + 420),
        brandstof_procent: '40',
        schoon: 'false',
        schade: 'Kras op de zijdeur',
      }),
    }),
    201,
  );
  // Two later bookings: one the member gives back, one an admin cancels for them.
  const later = await ok(
    await t.request('/api/owner/reservations', { cookie: user.cookie, json: { dagen: [person.dagen[2]] } }),
    201,
  );
  const own = ((later.reserveringen as Json[])[0] as Json).id as string;
  await ok(await t.request(`/api/owner/reservations/${own}`, { method: 'DELETE', cookie: user.cookie }));
  const again = await ok(
    await t.request('/api/owner/reservations', { cookie: user.cookie, json: { dagen: [person.dagen[3]] } }),
    201,
  );
  const cancelled = ((again.reserveringen as Json[])[0] as Json).id as string;
  await ok(
    await t.request(`/api/admin/reservations/${cancelled}`, { method: 'DELETE', cookie: admin.cookie }),
  );
  const cancelEvent = await latestAudit('DELETE /api/admin/reservations/:id');
  expect(cancelEvent).toMatchObject({ doel: id, details: { user_id: id } });

  await ok(await t.request('/api/owner/calendar-feed', { cookie: user.cookie }));
  await expectCompleteExport(user);

  await ok(
    await t.request(`/api/admin/campers/${camperId}/owners/${id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    }),
  );
  const removal = await latestAudit('DELETE /api/admin/campers/:id/owners/:id');
  expect(removal).toMatchObject({ doel: id, details: { user_id: id } });

  // The traces exist before the erasure (so the scan below is not trivially clean).
  expect(await databaseHits(person)).not.toEqual([]);
  expect(fileHits(person)).not.toEqual([]);
  const bell = await body(await t.request('/api/me/notifications', { cookie: coOwner.cookie }));
  expect(JSON.stringify(bell)).toContain(person.naam);
  return user;
}

async function latestAudit(soort: string): Promise<Json> {
  const page = await ok(
    await t.request(`/api/admin/audit?soort=${encodeURIComponent(soort)}`, { cookie: admin.cookie }),
  );
  const event = (page.gebeurtenissen as Json[]).find((e) => e.soort === soort);
  expect(event, soort).toBeDefined();
  return event as Json;
}

/** `table.column` pairs of the live schema that refer to a user: a foreign key to users, or a user-like name. */
async function userColumns(): Promise<{ tabel: string; kolom: string }[]> {
  const postgres = engineOf(t.db) === 'postgres';
  const foreign = postgres
    ? await sql<{ tabel: string; kolom: string }>`SELECT kcu.table_name AS tabel, kcu.column_name AS kolom
        FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage kcu
          ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
        JOIN information_schema.constraint_column_usage ccu
          ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users'
          AND tc.table_schema = current_schema()`.execute(t.db)
    : await sql<{ tabel: string; kolom: string }>`SELECT m.name AS tabel, f."from" AS kolom
        FROM sqlite_master m, pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f."table" = 'users'`.execute(t.db);
  const named = postgres
    ? await sql<{ tabel: string; kolom: string }>`SELECT table_name AS tabel, column_name AS kolom
        FROM information_schema.columns WHERE table_schema = current_schema()`.execute(t.db)
    : await sql<{ tabel: string; kolom: string }>`SELECT m.name AS tabel, c.name AS kolom
        FROM sqlite_master m, pragma_table_info(m.name) c WHERE m.type = 'table'`.execute(t.db);
  const userLike = named.rows.filter((r) => /^(user_id|actor_id|\w+_by)$/.test(r.kolom));
  const all = [...foreign.rows, ...userLike, { tabel: 'users', kolom: 'id' }];
  return [...new Map(all.map((r) => [`${r.tabel}.${r.kolom}`, r])).values()];
}

function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return typeof value !== 'number' || value > 0;
}

/**
 * The export names a section for every table that refers to a user, and shows the user's rows: each table where
 * they have a row has a non-empty section. Mails to them and events about them are in it, without a usable link.
 */
async function expectCompleteExport(user: TestUser): Promise<void> {
  const exported = await ok(await t.request('/api/me/export', { cookie: user.cookie }));
  const pairs = await userColumns();
  expect(pairs.map((p) => p.tabel)).toEqual(
    expect.arrayContaining(['sessions', 'meldingen', 'overdrachten']),
  );
  const missing: string[] = [];
  for (const { tabel, kolom } of pairs) {
    const sections = EXPORT_SECTIONS[tabel];
    if (!sections) {
      missing.push(`${tabel}.${kolom}: no section`);
      continue;
    }
    for (const section of sections) if (!(section in exported)) missing.push(`${tabel}: ${section} absent`);
    const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(tabel)}
      WHERE ${sql.ref(kolom)} = ${user.id}`.execute(t.db);
    if (Number(rows.rows[0]?.n ?? 0) > 0 && !sections.some((section) => hasContent(exported[section])))
      missing.push(`${tabel}.${kolom}: rows but an empty export`);
  }
  expect(missing).toEqual([]);
  const mails = exported.mails as Json[];
  expect(mails.map((m) => m.onderwerp)).toEqual(
    expect.arrayContaining([expect.stringMatching(/wachtwoord/i)]),
  );
  const text = JSON.stringify(exported);
  expect(text).not.toMatch(/https?:\/\//);
  expect(text).not.toMatch(/token_hash|password_hash|storage_key/);
  const audit = exported.audit as Json[];
  expect(audit.some((e) => e.soort === 'DELETE /api/admin/reservations/:id' && e.door === 'beheerder')).toBe(
    true,
  );
  expect(audit.some((e) => e.soort === 'login_mislukt')).toBe(true);
}

/** Every table of the live schema, from the engine's own catalogue. */
async function tableNames(): Promise<string[]> {
  if (engineOf(t.db) === 'postgres') {
    const rows = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(t.db);
    return rows.rows.map((r) => r.name);
  }
  const rows = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(t.db);
  return rows.rows.map((r) => r.name);
}

/** `table: needle` for every table whose rows (all columns, as text) contain a needle of the person. */
async function databaseHits(person: Person): Promise<string[]> {
  const hits: string[] = [];
  for (const table of await tableNames()) {
    const rows = await sql<Json>`SELECT * FROM ${sql.table(table)}`.execute(t.db);
    const text = JSON.stringify(rows.rows).toLowerCase();
    for (const needle of [person.naam.toLowerCase(), person.email, ...person.needles]) {
      if (text.includes(needle)) hits.push(`${table}: ${needle}`);
    }
  }
  return hits;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** `file: needle` for every file under DATA_DIR (database, WAL, outbox, storage) whose bytes contain a needle. */
function fileHits(person: Person): string[] {
  const hits: string[] = [];
  for (const file of filesUnder(t.dataDir)) {
    const text = readFileSync(file).toString('latin1').toLowerCase();
    for (const needle of [person.naam.toLowerCase(), person.email, ...person.needles]) {
      if (text.includes(needle)) hits.push(`${file.slice(t.dataDir.length)}: ${needle}`);
    }
  }
  return hits;
}

async function expectGone(person: Person, id: string): Promise<void> {
  await t.drainMail();
  expect(await databaseHits(person)).toEqual([]);
  expect(fileHits(person)).toEqual([]);
  // The events stay, with one pseudonym where the name was: as actor, and in the details of events about them.
  const mine = await ok(await t.request(`/api/admin/audit?actor=${id}&limit=200`, { cookie: admin.cookie }));
  const all = await ok(await t.request('/api/admin/audit?limit=200', { cookie: admin.cookie }));
  const about = (all.gebeurtenissen as Json[]).filter((e) => e.doel === id);
  expect(about.length + (mine.gebeurtenissen as Json[]).length).toBeGreaterThan(3);
  const pseudonyms = new Set([
    ...(mine.gebeurtenissen as Json[]).map((e) => e.actor_naam).filter((n) => n !== null),
    ...about.flatMap((e) => JSON.stringify(e.details).match(/verwijderd-[0-9a-f]{8}/g) ?? []),
  ]);
  expect([...pseudonyms]).toHaveLength(1);
  expect([...pseudonyms][0]).toMatch(/^verwijderd-[0-9a-f]{8}$/);
  // The sentences name them by the same pseudonym, read now: never by the name they had.
  const read = JSON.stringify(
    [...about, ...(mine.gebeurtenissen as Json[])].map((e) => [e.omschrijving, e.doel_naam]),
  );
  expect(read.toLowerCase()).not.toContain(person.naam.toLowerCase());
  const aboutThem = about.filter((e) => e.doel_soort === 'gebruiker');
  expect(aboutThem.length).toBeGreaterThan(0);
  expect(aboutThem.every((e) => e.doel_naam === [...pseudonyms][0])).toBe(true);
  // The co-owner still sees that days were booked and damage reported, by a former member.
  const bell = JSON.stringify(
    await body(await t.request('/api/me/notifications', { cookie: coOwner.cookie })),
  );
  expect(bell).toContain('Verwijderd lid heeft de camper gereserveerd');
  expect(bell).toContain('Verwijderd lid heeft schade gemeld');
  // The handovers stay as the camper's record, without the person.
  const handovers = await t.db
    .selectFrom('overdrachten')
    .select('user_id')
    .where('camper_id', '=', camperId)
    .execute();
  expect(handovers.length).toBeGreaterThan(0);
  expect(handovers.map((h) => h.user_id)).not.toContain(id);
}

describe('erasure erases', () => {
  it('DELETE /api/me leaves no name or e-mail in any table or file', async () => {
    const user = await liveAFullLife(SELF);
    const res = await t.request('/api/me', {
      method: 'DELETE',
      cookie: user.cookie,
      json: { wachtwoord: PASSWORD },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await expectGone(SELF, user.id);
  });

  it('an admin’s user delete leaves no name or e-mail in any table or file, and names whom it concerned', async () => {
    t.clock.set('2026-06-08T10:00:00Z');
    const user = await liveAFullLife(BY_ADMIN);
    await ok(await t.request(`/api/admin/users/${user.id}`, { method: 'DELETE', cookie: admin.cookie }));
    const event = await latestAudit('DELETE /api/admin/users/:id');
    expect(event).toMatchObject({ doel: user.id, details: { user_id: user.id } });
    await expectGone(BY_ADMIN, user.id);
  });

  it('the admin’s own name stays where it was (only the erased person is pseudonymised)', async () => {
    const page = await readJson<{ gebeurtenissen: Json[] }>(
      await t.request(`/api/admin/audit?actor=${admin.id}`, { cookie: admin.cookie }),
    );
    expect(page.gebeurtenissen.every((e) => e.actor_naam === 'Beheerder Bas')).toBe(true);
  });
});

describe('the audit log stays a record of what happened', () => {
  it('the database allows only the pseudonymisation: no other change, no delete', async () => {
    const [row] = await t.db
      .selectFrom('audit_log')
      .select(['id', 'details'])
      .orderBy('id')
      .limit(1)
      .execute();
    const id = row?.id ?? 0;
    for (const change of [
      sql`UPDATE audit_log SET actor_naam = 'Iemand anders' WHERE id = ${id}`,
      sql`UPDATE audit_log SET details = '{}' WHERE id = ${id}`,
      sql`UPDATE audit_log SET doel = 'iets-anders' WHERE id = ${id}`,
      sql`UPDATE audit_log SET soort = 'vervalst' WHERE id = ${id}`,
      sql`UPDATE audit_log SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ${id}`,
      sql`DELETE FROM audit_log WHERE id = ${id}`,
    ]) {
      await expect(change.execute(t.db)).rejects.toThrow(/append-only/);
    }
    await sql`UPDATE audit_log SET actor_naam = 'verwijderd-0000abcd' WHERE id = ${id}`.execute(t.db);
    const after = await t.db
      .selectFrom('audit_log')
      .select(['actor_naam', 'details'])
      .where('id', '=', id)
      .execute();
    expect(after).toEqual([{ actor_naam: 'verwijderd-0000abcd', details: row?.details }]);
  });
});

describe('the last admin stays', () => {
  it('the only admin cannot erase their account (409 last_admin, Dutch) nor delete it as admin (409)', async () => {
    await withTestServer({ now: NOW }, async (server) => {
      const eraseSelf = (leaving: TestUser) =>
        server.request('/api/me', {
          method: 'DELETE',
          cookie: leaving.cookie,
          json: { wachtwoord: leaving.password },
        });
      const only = await server.createAdmin();
      const erase = await eraseSelf(only);
      const answer = await body(erase);
      expect({ status: erase.status, code: (answer.error as Json).code }).toEqual({
        status: 409,
        code: 'last_admin',
      });
      expect((answer.error as Json).message).toMatch(/laatste beheerder/);
      const self = await server.request(`/api/admin/users/${only.id}`, {
        method: 'DELETE',
        cookie: only.cookie,
      });
      expect(self.status).toBe(409);
      expect((await server.request('/api/auth/me', { cookie: only.cookie })).status).toBe(200);
      // With a second admin the first may leave; the second is then the last one.
      const second = await server.createAdmin();
      const left = await eraseSelf(only);
      expect(left.status).toBe(200);
      const last = await eraseSelf(second);
      expect(last.status).toBe(409);
      // Two admins erasing themselves at the same moment: one goes, the other is the last and stays.
      const third = await server.createAdmin();
      const both = await Promise.all([second, third].map(eraseSelf));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await countWhere(server, 'user_roles', { role: 'admin' })).toBe(1);
    });
  });
});
