import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

let visibleA: string;
let visibleB: string;
let hidden: string;
let owner: TestUser;
let prospect: TestUser;
let admin: TestUser;

const PRIVATE = {
  nummerplaat: 'GEHEIM-01',
  polisnummer: 'POLIS-GEHEIM-77',
};

const t = serverForFile();
beforeAll(async () => {
  visibleB = await t.createCamper({ naam: 'Zwaluw', ...PRIVATE, prijs_cent: 1_250_050 });
  visibleA = await t.createCamper({ naam: 'Albatros', ...PRIVATE });
  hidden = await t.createCamper({ naam: 'Mol', toont_in_camper_vinden: 0, ...PRIVATE });
  owner = await t.createOwner(visibleB, { naam: 'Olga Eigenaar', telefoonnummer: '0612345678' });
  prospect = await t.createProspect();
  admin = await t.createAdmin();
});

type CamperBody = Record<string, unknown> & { id: string; naam: string };

async function campers(path: string, user?: TestUser): Promise<CamperBody[]> {
  const res = await t.request(path, { cookie: user?.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { campers: CamperBody[] }).campers;
}

const PUBLIC_KEYS = [
  'aantal_bedden',
  'aantal_ingevulde_sloten',
  'aantal_km',
  'aantal_sloten_eigenaars',
  'aantal_zitplaatsen',
  'breedte_cm',
  'categorie',
  'conditie',
  'created_at',
  'detailfoto_urls',
  'hoofdfoto_url',
  'id',
  'lengte_cm',
  'max_kg',
  'merk',
  'model',
  'motor_kw',
  'motor_pk',
  'naam',
  'open_sloten',
  'pdf_url',
  'prijs',
  'rijbewijs',
  'status',
  'toont_in_camper_vinden',
  'vloerplan_url',
];

describe('GET /api/public/campers', () => {
  it('lists visible campers by name with public fields only, for any origin, briefly cacheable', async () => {
    const res = await t.request('/api/public/campers', { headers: { origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const text = await res.text();
    // Nothing private anywhere in the payload: no plate, policy, owner name, phone, e-mail or user id.
    for (const secret of [
      PRIVATE.nummerplaat,
      PRIVATE.polisnummer,
      'Olga',
      '0612345678',
      owner.email,
      owner.id,
    ]) {
      expect(text).not.toContain(secret);
    }
    const list = (JSON.parse(text) as { campers: CamperBody[] }).campers;
    expect(list.map((c) => c.naam)).toEqual(['Albatros', 'Zwaluw']);
    for (const camper of list) expect(Object.keys(camper).sort()).toEqual(PUBLIC_KEYS);
    const zwaluw = list[1];
    expect(zwaluw).toMatchObject({
      prijs: 12500.5,
      aantal_sloten_eigenaars: 4,
      aantal_ingevulde_sloten: 1,
      open_sloten: 3,
      toont_in_camper_vinden: true,
      detailfoto_urls: [],
    });
  });
});

describe('GET /api/campers', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/campers')).status).toBe(401);
    expect((await t.request(`/api/campers/${visibleA}`)).status).toBe(401);
  });

  it('shows a prospect the visible campers without plate or policy number', async () => {
    const list = await campers('/api/campers', prospect);
    expect(list.map((c) => c.naam)).toEqual(['Albatros', 'Zwaluw']);
    for (const camper of list) expect(Object.keys(camper).sort()).toEqual(PUBLIC_KEYS);
  });

  it('shows an owner the plate and policy of their own camper only', async () => {
    const list = await campers('/api/campers', owner);
    const own = list.find((c) => c.id === visibleB);
    const other = list.find((c) => c.id === visibleA);
    expect(own).toMatchObject(PRIVATE);
    expect(other).not.toHaveProperty('nummerplaat');
  });

  it('shows an admin every camper with all fields', async () => {
    const list = await campers('/api/campers', admin);
    expect(list.map((c) => c.naam)).toEqual(['Albatros', 'Mol', 'Zwaluw']);
    expect(list.every((c) => c.nummerplaat === PRIVATE.nummerplaat)).toBe(true);
  });

  it('answers one camper, and 404 for a hidden or unknown one to non-admins', async () => {
    const res = await t.request(`/api/campers/${visibleA}`, { cookie: prospect.cookie });
    expect(res.status).toBe(200);
    const { camper } = (await res.json()) as { camper: CamperBody };
    expect(camper.naam).toBe('Albatros');
    expect(camper).not.toHaveProperty('polisnummer');
    for (const id of [hidden, '00000000-0000-4000-8000-000000000000', 'geen-id']) {
      const missing = await t.request(`/api/campers/${id}`, { cookie: prospect.cookie });
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('camper_not_found');
    }
    const asAdmin = await t.request(`/api/campers/${hidden}`, { cookie: admin.cookie });
    expect(((await asAdmin.json()) as { camper: CamperBody }).camper.nummerplaat).toBe(PRIVATE.nummerplaat);
  });
});
