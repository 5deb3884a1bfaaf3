import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('/api/me/profile', () => {
  it('reads and updates the own profile; e-mail and status stay as they are', async () => {
    const user = await t.createProspect({ naam: 'Piet', telefoonnummer: '0101' });
    const res = await t.request('/api/me/profile', { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      profile: {
        id: user.id,
        naam: 'Piet',
        email: user.email,
        telefoonnummer: '0101',
        beschrijving: null,
        huisdieren: null,
        allergieen_intolleranties: null,
        aantal_familieleden: null,
        status: 'prospect',
        profielfoto_url: null,
      },
    });

    const patch = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: {
        naam: '  Piet Jansen ',
        beschrijving: 'Houdt van de kust',
        huisdieren: 'Een hond',
        allergieen_intolleranties: '',
        aantal_familieleden: '3',
        telefoonnummer: null,
      },
    });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as { profile: unknown }).profile).toEqual({
      id: user.id,
      naam: 'Piet Jansen',
      email: user.email,
      telefoonnummer: null,
      beschrijving: 'Houdt van de kust',
      huisdieren: 'Een hond',
      allergieen_intolleranties: null,
      aantal_familieleden: 3,
      status: 'prospect',
      profielfoto_url: null,
    });
  });

  it('refuses an e-mail change, a status change, bad values and malformed JSON, changing nothing', async () => {
    const user = await t.createProspect({ naam: 'Kees' });
    const before = await t.db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirst();
    const email = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { naam: 'Kees', email: 'ander@example.nl' },
    });
    expect(email.status).toBe(400);
    expect(await errorOf(email)).toEqual({
      code: 'invalid_input',
      message: 'E-mailadres kan niet worden gewijzigd',
    });
    const bad: unknown[] = [
      { status: 'eigenaar' },
      { naam: '' },
      { naam: 42 },
      { aantal_familieleden: 0 },
      { aantal_familieleden: 2.5 },
      { profielfoto_url: 'https://evil.example/x.png' },
      'naam',
    ];
    for (const json of bad) {
      const res = await t.request('/api/me/profile', { method: 'PATCH', cookie: user.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_input');
    }
    const malformed = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      body: '{naam:',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_json');
    const after = await t.db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/me/profile')).status).toBe(401);
    expect((await t.request('/api/me/profile', { method: 'PATCH', json: { naam: 'x' } })).status).toBe(401);
  });
});

describe('/api/me/applications', () => {
  it('applies once per camper and lists the own applications newest first with their camper', async () => {
    const first = await t.createCamper({
      naam: 'Eerste',
      prijs_cent: 2_500_000,
      hoofdfoto_url: '/files/a.png',
    });
    const second = await t.createCamper({ naam: 'Tweede' });
    const user = await t.createProspect();
    const other = await t.createProspect();

    t.clock.set('2026-03-01T10:00:00Z');
    const a = await t.request('/api/me/applications', { cookie: user.cookie, json: { camper_id: first } });
    t.clock.set('2026-03-02T10:00:00Z');
    const b = await t.request('/api/me/applications', { cookie: user.cookie, json: { camper_id: second } });
    await t.request('/api/me/applications', { cookie: other.cookie, json: { camper_id: first } });
    expect([a.status, b.status]).toEqual([201, 201]);
    const { aanmelding } = (await a.json()) as { aanmelding: Record<string, unknown> };
    expect(aanmelding).toMatchObject({
      user_id: user.id,
      camper_id: first,
      status: 'in_afwachting',
      created_at: '2026-03-01T10:00:00.000Z',
      camper: {
        id: first,
        naam: 'Eerste',
        merk: 'Hymer',
        model: 'B-Klasse',
        hoofdfoto_url: '/files/a.png',
        aantal_zitplaatsen: 4,
        aantal_bedden: 4,
        prijs: 25000,
      },
    });

    const list = await t.request('/api/me/applications', { cookie: user.cookie });
    const { aanmeldingen } = (await list.json()) as { aanmeldingen: Array<{ camper: { naam: string } }> };
    expect(aanmeldingen.map((x) => x.camper.naam)).toEqual(['Tweede', 'Eerste']);

    const again = await t.request('/api/me/applications', {
      cookie: user.cookie,
      json: { camper_id: first },
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'already_applied',
      message: 'Je hebt je al aangemeld voor deze camper.',
    });
  });

  it('refuses hidden, unknown and full campers and bad input, storing nothing', async () => {
    const hidden = await t.createCamper({ toont_in_camper_vinden: 0 });
    const full = await t.createCamper({ aantal_sloten_eigenaars: 1 });
    await t.createOwner(full);
    const user = await t.createProspect();
    const cases: Array<[unknown, number, string]> = [
      [{ camper_id: hidden }, 404, 'camper_not_found'],
      [{ camper_id: '00000000-0000-4000-8000-000000000000' }, 404, 'camper_not_found'],
      [{ camper_id: full }, 409, 'camper_full'],
      [{ camper_id: 'geen-uuid' }, 400, 'invalid_input'],
      [{}, 400, 'invalid_input'],
      [{ camper_id: full, status: 'toegewezen' }, 400, 'invalid_input'],
      [{ camper_id: 12 }, 400, 'invalid_input'],
    ];
    for (const [json, status, code] of cases) {
      const res = await t.request('/api/me/applications', { cookie: user.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect((await errorOf(res)).code).toBe(code);
    }
    const stored = await t.db
      .selectFrom('aanmeldingen')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('/api/me/campers', () => {
  it('lists the assigned camper with all details, and nothing for a prospect', async () => {
    const camperId = await t.createCamper({ naam: 'Mijn', nummerplaat: 'AB-12-CD' });
    const owner = await t.createOwner(camperId);
    const prospect = await t.createProspect();
    const own = await t.request('/api/me/campers', { cookie: owner.cookie });
    const { campers } = (await own.json()) as { campers: Array<{ id: string; nummerplaat: string }> };
    expect(campers.map((c) => [c.id, c.nummerplaat])).toEqual([[camperId, 'AB-12-CD']]);
    const none = await t.request('/api/me/campers', { cookie: prospect.cookie });
    expect(await none.json()).toEqual({ campers: [] });
  });
});
