import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Json, json } from '../shared-use/helpers.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

const t = serverForFile();
let admin: TestUser;
let owner: TestUser;

const UNSET = {
  pechbijstand_telefoon: null,
  verzekering_telefoon: null,
  onderhoud_telefoon: null,
  klantenservice_email: null,
  openingstijden: null,
};

const FILLED = {
  pechbijstand_telefoon: '+31 (0)20-123 45 67',
  verzekering_telefoon: '010 765 43 21',
  onderhoud_telefoon: '0800 1234',
  klantenservice_email: 'Hulp@Club.example',
  openingstijden: 'Maandag t/m vrijdag 08:00 - 18:00\nZaterdag 09:00 - 12:00',
};

beforeAll(async () => {
  admin = await t.createAdmin();
  const camperId = await t.createCamper({ naam: 'Hulpwagen' });
  owner = await t.createOwner(camperId, { naam: 'Henk Hulp' });
  await t.db
    .updateTable('campers')
    .set({ nummerplaat: '1-ABC-234', polisnummer: 'POL-99' })
    .where('id', '=', camperId)
    .execute();
});

function put(body: Json, cookie = admin.cookie) {
  return t.request('/api/admin/settings', { method: 'PUT', cookie, json: body });
}

describe('club settings and the owner help answer', () => {
  it('start unset: the owner gets nulls and the camper details, never a made-up number', async () => {
    expect(await json(await t.request('/api/admin/settings', { cookie: admin.cookie }))).toEqual(UNSET);
    const help = await json(await t.request('/api/owner/help', { cookie: owner.cookie }));
    expect(help).toEqual({ ...UNSET, nummerplaat: '1-ABC-234', polisnummer: 'POL-99' });
  });

  it('an admin saves them (audited); the owner reads them; only admins write, only owners read help', async () => {
    const res = await put(FILLED);
    expect(res.status).toBe(200);
    const saved = { ...FILLED, klantenservice_email: 'hulp@club.example' };
    expect(await json(res)).toEqual(saved);
    expect(await json(await t.request('/api/owner/help', { cookie: owner.cookie }))).toMatchObject(saved);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['soort', 'actor_id'])
      .where('soort', '=', 'PUT /api/admin/settings')
      .execute();
    expect(audit).toEqual([{ soort: 'PUT /api/admin/settings', actor_id: admin.id }]);
    expect((await put(FILLED, owner.cookie)).status).toBe(403);
    expect((await t.request('/api/admin/settings', { cookie: owner.cookie })).status).toBe(403);
    expect((await t.request('/api/owner/help', { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request('/api/owner/help')).status).toBe(401);
  });

  it('refuses what is not a phone number or e-mail with a Dutch 422, and bad text with 400; nothing changes', async () => {
    const before = await json(await t.request('/api/admin/settings', { cookie: admin.cookie }));
    const phone = await expectError(
      await put({ ...FILLED, pechbijstand_telefoon: 'bel ons' }),
      422,
      'invalid_phone',
    );
    expect(phone).toContain('pechbijstand');
    await expectError(await put({ ...FILLED, onderhoud_telefoon: '12345' }), 422, 'invalid_phone');
    await expectError(await put({ ...FILLED, verzekering_telefoon: '0'.repeat(16) }), 422, 'invalid_phone');
    await expectError(await put({ ...FILLED, klantenservice_email: 'geen-adres' }), 422, 'invalid_email');
    await expectError(await put({ ...FILLED, pechbijstand_telefoon: '020\u001b[2J' }), 400, 'invalid_input');
    await expectError(await put({ ...FILLED, openingstijden: 'a'.repeat(501) }), 400, 'invalid_input');
    await expectError(await put({ ...FILLED, pechbijstand_telefoon: 20 }), 400, 'invalid_input');
    await expectError(await put({ ...FILLED, extra: 'x' }), 400, 'invalid_input');
    expect(await json(await t.request('/api/admin/settings', { cookie: admin.cookie }))).toEqual(before);
  });

  it('clears a field with null or an empty text', async () => {
    const res = await put({ ...FILLED, verzekering_telefoon: '', openingstijden: null });
    expect(await json(res)).toMatchObject({ verzekering_telefoon: null, openingstijden: null });
  });
});
