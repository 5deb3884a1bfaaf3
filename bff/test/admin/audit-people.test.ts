/**
 * The Logboek as people read it (docs/product/admin.md#logboek): every recorded kind has a sentence, names are read
 * as they are now, the filters combine with paging, and the admin account is never made an owner.
 */
import { AUDIT_KINDS } from '@camperdeel/rules/audit-sentences';
import { encodeCursor } from '@camperdeel/rules/schemas/paging';
import { inspectRoutes } from 'hono/dev';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { SECURITY_EVENTS } from '../../src/modules/audit/record.ts';
import { HANDOVER_AUDIT } from '../../src/modules/handovers/admin-service.ts';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson, type TestUser } from '../support/server.ts';
import { form, PDF } from './fixtures.ts';

type Event = {
  id: number;
  soort: string;
  doel: string | null;
  omschrijving: string;
  doel_naam: string | null;
  doel_soort: string | null;
  actor_naam: string | null;
  created_at: string;
};
type AuditPage = { gebeurtenissen: Event[]; volgende: string | null; totaal: number };

const t = serverForFile({ now: new Date('2027-01-15T10:00:00Z') });
let admin: TestUser;
let owner: TestUser;
let camperId: string;

async function audit(query = ''): Promise<AuditPage> {
  const res = await t.request(`/api/admin/audit${query}`, { cookie: admin.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return readJson<AuditPage>(res);
}

beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Ada Admin', email: 'ada@voorbeeld.nl' });
  camperId = await t.createCamper({ naam: 'Zeeuwse Zon' });
  owner = await t.createOwner(camperId, { naam: 'Jan de Boer' });
  const res = await t.request('/api/admin/invoices', {
    cookie: admin.cookie,
    body: form(
      { user_id: owner.id, factuur_nummer: 'CD-2027-0001', factuur_naam: 'Servicekosten' },
      { name: 'f.pdf', bytes: PDF },
    ),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  t.clock.set('2027-01-20T09:00:00Z');
  const patch = await t.request(`/api/admin/users/${owner.id}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { telefoonnummer: '0612345678' },
  });
  expect(patch.status, await patch.clone().text()).toBe(200);
});

describe('every recorded kind has a sentence', () => {
  it('covers every admin write route and every security event', () => {
    const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
    const writes = inspectRoutes(app)
      .filter(
        (r) =>
          !r.isMiddleware && r.path.startsWith('/api/admin/') && r.method !== 'GET' && r.method !== 'ALL',
      )
      // The recorder names a route by its shape: every path id reads `:id`.
      .map((r) => `${r.method} ${r.path.replace(/:[A-Za-z]+/g, ':id')}`);
    const recorded = [
      ...new Set([...writes, ...Object.values(SECURITY_EVENTS), ...Object.values(HANDOVER_AUDIT)]),
    ];
    expect(recorded.filter((kind) => !AUDIT_KINDS.includes(kind))).toEqual([]);
  });
});

describe('GET /api/admin/audit reads as sentences', () => {
  it('names the invoice and its owner, as the contract example', async () => {
    const page = await audit('?soort=POST /api/admin/invoices');
    expect(page.gebeurtenissen).toHaveLength(1);
    expect(page.gebeurtenissen[0]).toMatchObject({
      omschrijving: 'Factuur CD-2027-0001 geüpload voor Jan de Boer',
      doel_naam: 'CD-2027-0001',
      doel_soort: 'factuur',
      actor_naam: 'Ada Admin',
    });
  });

  it('reads names as they are now and keeps control characters off the wire', async () => {
    await t.db
      .updateTable('profiles')
      .set({ naam: 'Jan\u001b[31m de Boer\u0007' })
      .where('id', '=', owner.id)
      .execute();
    const [event] = (await audit('?soort=PATCH /api/admin/users/:id')).gebeurtenissen;
    expect(event).toMatchObject({
      omschrijving: 'Gegevens van Jan de Boer gewijzigd',
      doel_naam: 'Jan de Boer',
    });
    await t.db.updateTable('profiles').set({ naam: 'Jan de Boer' }).where('id', '=', owner.id).execute();
  });

  it('matches a recorded kind exactly and part of a kind otherwise', async () => {
    const exact = await audit('?soort=POST /api/admin/users');
    expect(exact.gebeurtenissen.every((e) => e.soort === 'POST /api/admin/users')).toBe(true);
    const part = await audit('?soort=admin/users');
    expect(part.gebeurtenissen.some((e) => e.soort === 'PATCH /api/admin/users/:id')).toBe(true);
  });

  it('finds the actor by id, e-mail address or name', async () => {
    for (const actor of [admin.id, 'ADA@voorbeeld.nl', 'ada adm']) {
      const page = await audit(`?actor=${encodeURIComponent(actor)}`);
      expect(page.totaal, actor).toBeGreaterThanOrEqual(2);
      expect(page.gebeurtenissen.every((e) => e.actor_naam === 'Ada Admin')).toBe(true);
    }
    expect((await audit('?actor=niemand@voorbeeld.nl')).totaal).toBe(0);
  });

  it('counts Amsterdam days inclusively and combines every filter with paging', async () => {
    const day = await audit(
      `?van=2027-01-20&tot=2027-01-20&actor=${admin.id}&soort=PATCH&zoek=users&limit=1`,
    );
    expect(day.totaal).toBe(1);
    expect(day.gebeurtenissen[0]?.created_at).toBe('2027-01-20T09:00:00.000Z');
    expect(day.volgende).toBeNull();
    const both = await audit(`?van=2027-01-15&tot=2027-01-20&actor=${admin.id}&limit=1`);
    expect(both.totaal).toBe(2);
    const next = await audit(
      `?van=2027-01-15&tot=2027-01-20&actor=${admin.id}&limit=1&cursor=${encodeURIComponent(both.volgende ?? '')}`,
    );
    expect(next.gebeurtenissen[0]?.id).toBeLessThan(both.gebeurtenissen[0]?.id ?? 0);
    expect(next.volgende).toBeNull();
  });

  it('finds by zoek the events about a member, camper or invoice of that name', async () => {
    const visible = await t.request(`/api/admin/campers/${camperId}/visibility`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { toont_in_camper_vinden: false },
    });
    expect(visible.status, await visible.clone().text()).toBe(200);
    const kinds = async (zoek: string) =>
      (await audit(`?zoek=${encodeURIComponent(zoek)}`)).gebeurtenissen.map((e) => e.soort);
    // Stored by id only: each is found through the name its target has now, whatever case and accents.
    expect(await kinds('JAN DE BOER')).toContain('PATCH /api/admin/users/:id');
    expect(await kinds('zeeuwse zón')).toContain('PATCH /api/admin/campers/:id/visibility');
    expect(await kinds('CD-2027-0001')).toContain('POST /api/admin/invoices');
    // The text still finds what the events say themselves, and a name combines with the other filters.
    expect(await kinds('visibility')).toContain('PATCH /api/admin/campers/:id/visibility');
    const filtered = await audit('?zoek=jan%20de%20boer&soort=POST');
    expect(filtered.gebeurtenissen.every((e) => e.soort.startsWith('POST'))).toBe(true);
    expect((await audit('?zoek=niemand-heet-zo')).totaal).toBe(0);
  });

  it('refuses a forged cursor on a name search with a Dutch 400, never a 500', async () => {
    for (const values of [['abc'], [1, 2], [1e300]]) {
      const cursor = encodeCursor(values);
      const res = await t.request(`/api/admin/audit?zoek=jan%20de%20boer&cursor=${cursor}`, {
        cookie: admin.cookie,
      });
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect((await readJson<ErrorBody>(res)).error.message).toContain('cursor is ongeldig');
    }
  });

  it('refuses a period that ends before it starts with a Dutch 422', async () => {
    const res = await t.request('/api/admin/audit?van=2027-02-01&tot=2027-01-31', { cookie: admin.cookie });
    expect(res.status).toBe(422);
    const body = await readJson<ErrorBody>(res);
    expect(body.error.code).toBe('invalid_period');
    expect(body.error.message).toContain('van');
  });
});

describe('the admin account is never an owner', () => {
  it('refuses to assign an admin, and the dialog does not offer one', async () => {
    const other = await t.createCamper({ naam: 'Veluwe Vrij' });
    const res = await t.request(`/api/admin/campers/${other}/owners`, {
      cookie: admin.cookie,
      json: { user_id: admin.id },
    });
    expect(res.status).toBe(422);
    expect((await readJson<ErrorBody>(res)).error.code).toBe('admin_not_owner');
    const owners = await t.db
      .selectFrom('camper_eigenaars')
      .select('user_id')
      .where('camper_id', '=', other)
      .execute();
    expect(owners).toEqual([]);
    const candidates = await t.request(`/api/admin/campers/${other}/users?zoek=Ada`, {
      cookie: admin.cookie,
    });
    expect(candidates.status).toBe(200);
    expect(JSON.stringify(await candidates.json())).not.toContain(admin.id);
  });
});
