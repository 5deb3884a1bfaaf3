import { describe, expect, it } from 'vitest';
import { tellDueCare } from '../../src/modules/care/notices.ts';
import { bell, type Melding } from '../notify/helpers.ts';
import { expectError, type Json, json } from '../shared-use/helpers.ts';
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import { insertHandover } from '../support/handover-row.ts';
import type { TestUser } from '../support/server.ts';

/** 31 January 2027 in Amsterdam: a month on is the last day of February. */
const NOW = new Date('2027-01-31T10:00:00Z');

const t = serverForFile({ now: NOW });

const w = setUpForFile(async () => {
  const admin = await t.createAdmin();
  const camperId = await t.createCamper({ naam: 'Zeezicht' });
  const calmId = await t.createCamper({ naam: 'Aardig' });
  const owner = await t.createOwner(camperId, { naam: 'Anna' });
  const stranger = await t.createOwner(calmId, { naam: 'Olga' });
  await insertHandover(t, {
    camper_id: camperId,
    reservering_id: null,
    user_id: owner.id,
    moment: 'terugbrengen',
    km_stand: 40000,
  });
  return { admin, camperId, calmId, owner, stranger };
});

const put = (body: Json, camper = w.camperId, cookie = w.admin.cookie) =>
  t.request(`/api/admin/campers/${camper}/care`, { method: 'PUT', cookie, json: body });
const plan = {
  apk_vervaldatum: '2027-06-30',
  verzekering_vervaldatum: '2027-02-15',
  onderhoud_interval_km: 10000,
  onderhoud_interval_maanden: 1,
};

async function toldCare(user: TestUser): Promise<Melding[]> {
  return (await bell(t, user)).meldingen.filter((m) => m.soort === 'onderhoud_nodig');
}

describe('care plan', () => {
  it('an admin sets the plan; the next service runs from the plan start and the reading then', async () => {
    const res = await put(plan);
    expect(res.status).toBe(200);
    const { onderhoud } = await json(res);
    expect(onderhoud).toMatchObject({
      ...plan,
      apk_status: 'ok',
      verzekering_status: 'binnenkort',
      huidige_km_stand: 40000,
      laatste_beurt: null,
      volgende: { datum: '2027-02-28', km_stand: 50000, reden: 'maanden', status: 'binnenkort' },
      status: 'binnenkort',
    });
    // Told once per due item, to admins and the camper's owners, not to another camper's owner.
    expect(await toldCare(w.owner)).toHaveLength(2);
    expect(await toldCare(w.admin)).toHaveLength(2);
    expect(await toldCare(w.stranger)).toHaveLength(0);
    // Each is sent where they act on it: the owner's camper page, the admin's care list.
    expect(new Set((await toldCare(w.owner)).map((m) => m.link))).toEqual(new Set(['/mijn-camper']));
    expect(new Set((await toldCare(w.admin)).map((m) => m.link))).toEqual(
      new Set(['/admin/dashboard/onderhoud']),
    );
    expect((await put(plan)).status).toBe(200);
    await Promise.all([
      tellDueCare({ ...t, now: () => NOW, appOrigin: () => t.url }, w.camperId),
      tellDueCare({ ...t, now: () => NOW, appOrigin: () => t.url }, w.camperId),
    ]);
    expect(await toldCare(w.owner)).toHaveLength(2);
  });

  it('refuses bad input, other ids and non-admins without changing anything', async () => {
    await expectError(await put({ ...plan, apk_vervaldatum: '2027-02-30' }), 400, 'invalid_input');
    await expectError(await put({ ...plan, onderhoud_interval_km: -5 }), 400, 'invalid_input');
    await expectError(await put({ ...plan, onderhoud_interval_maanden: 1.5 }), 400, 'invalid_input');
    await expectError(await put(plan, '00000000-0000-4000-8000-000000000000'), 404, 'camper_not_found');
    expect((await put(plan, w.camperId, w.owner.cookie)).status).toBe(403);
    const service = { datum: '2027-02-01', km_stand: 40100, omschrijving: 'Grote beurt' };
    await expectError(
      await t.request(`/api/admin/campers/${w.camperId}/services`, { cookie: w.admin.cookie, json: service }),
      422,
      'service_in_future',
    );
  });

  it('a service restarts both intervals; the list puts the most urgent camper first; owners read theirs', async () => {
    const res = await t.request(`/api/admin/campers/${w.camperId}/services`, {
      cookie: w.admin.cookie,
      json: { datum: '2027-01-31', km_stand: 40100, omschrijving: 'Grote beurt' },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.onderhoud).toMatchObject({
      volgende: { datum: '2027-02-28', km_stand: 50100 },
      laatste_beurt: { datum: '2027-01-31', km_stand: 40100, omschrijving: 'Grote beurt' },
    });
    const list = await json(await t.request('/api/admin/care', { cookie: w.admin.cookie }));
    const names = (list.campers as Json[]).map((c) => c.naam);
    expect(names.indexOf('Zeezicht')).toBeLessThan(names.indexOf('Aardig'));
    const mine = await json(await t.request('/api/owner/care', { cookie: w.owner.cookie }));
    expect((mine.onderhoud as Json).camper_id).toBe(w.camperId);
    expect((await t.request('/api/admin/care', { cookie: w.owner.cookie })).status).toBe(403);
  });
});
