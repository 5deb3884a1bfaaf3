import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTarget } from '../../src/config.ts';
import { openTarget } from '../../src/db/connection.ts';
import { call, form, type Json, PNG, upload } from '../admin/fixtures.ts';
import { camperForm as completeCamperForm } from '../support/camper-form.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

/**
 * Each write path that changes what the camper lists show is exercised right after the list was read (a cache or an
 * ETag a write forgot would show the old list): the very next read must show the change, on the anonymous list, the
 * carousel of a member and of the camper's own owner, and the admin's view.
 */

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
let admin: TestUser;
let prospect: TestUser;

const camperForm = {
  ...completeCamperForm('Cache Camper'),
  merk: 'Hymer',
  model: 'B',
  categorie: 'integraal',
  prijs: 10000,
  aantal_sloten_eigenaars: 3,
  nummerplaat: 'CA-123-CH',
  polisnummer: 'POL-CACHE',
};

type Listed = Json & { id: string };

beforeAll(async () => {
  admin = await t.createAdmin();
  prospect = await t.createProspect();
});

async function newCamper(overrides: Json = {}): Promise<string> {
  const res = await call(t, admin, 'POST', '/api/admin/campers', {
    ...camperForm,
    naam: `Cache ${Math.random()}`,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return (res.body.camper as Listed).id;
}

async function list(path: string, who: TestUser | null): Promise<Listed[]> {
  const res = await call(t, who, 'GET', path);
  expect(res.status).toBe(200);
  return res.body.campers as Listed[];
}

/** The camper as each audience sees it now (undefined when absent from that list). */
async function seen(id: string, owner?: TestUser) {
  const find = (rows: Listed[]) => rows.find((row) => row.id === id);
  return {
    public: find(await list('/api/public/campers', null)),
    member: find(await list('/api/campers', prospect)),
    admin: find(await list('/api/campers', admin)),
    owner: owner ? find(await list('/api/campers', owner)) : undefined,
  };
}

describe('every write that changes a camper list is visible on the next read', () => {
  it('admin edit of the camper fields', async () => {
    const id = await newCamper();
    expect((await seen(id)).public?.model).toBe('B');
    const res = await call(t, admin, 'PATCH', `/api/admin/campers/${id}`, {
      ...camperForm,
      model: 'C-Klasse',
    });
    expect(res.status).toBe(200);
    const after = await seen(id);
    expect([after.public?.model, after.member?.model, after.admin?.model]).toEqual([
      'C-Klasse',
      'C-Klasse',
      'C-Klasse',
    ]);
  });

  it('new camper and deleted camper', async () => {
    const before = (await list('/api/public/campers', null)).length;
    const id = await newCamper();
    expect((await list('/api/public/campers', null)).length).toBe(before + 1);
    expect((await seen(id)).member).toBeDefined();
    expect((await call(t, admin, 'DELETE', `/api/admin/campers/${id}`)).status).toBe(200);
    const after = await seen(id);
    expect([after.public, after.member, after.admin]).toEqual([undefined, undefined, undefined]);
  });

  it('visibility toggle, both ways', async () => {
    const id = await newCamper();
    expect((await seen(id)).public).toBeDefined();
    const hide = await call(t, admin, 'PATCH', `/api/admin/campers/${id}/visibility`, {
      toont_in_camper_vinden: false,
    });
    expect(hide.status).toBe(200);
    const hidden = await seen(id);
    expect([hidden.public, hidden.member]).toEqual([undefined, undefined]);
    expect(hidden.admin?.toont_in_camper_vinden).toBe(false);
    await call(t, admin, 'PATCH', `/api/admin/campers/${id}/visibility`, { toont_in_camper_vinden: true });
    const shown = await seen(id);
    expect(shown.public?.toont_in_camper_vinden).toBe(true);
    expect(shown.member).toBeDefined();
  });

  it('status change', async () => {
    const id = await newCamper();
    expect((await seen(id)).public?.status).toBe('in_verkoop');
    const res = await call(t, admin, 'PATCH', `/api/admin/campers/${id}/status`, { status: 'volzet' });
    expect(res.status).toBe(200);
    expect((await seen(id)).public?.status).toBe('volzet');
  });

  it('photo upload and photo removal', async () => {
    const id = await newCamper();
    expect((await seen(id)).public?.hoofdfoto_url).toBeNull();
    const added = await upload(
      t,
      admin,
      'POST',
      `/api/admin/campers/${id}/files`,
      form({ veld: 'hoofdfoto' }, { name: 'a.png', bytes: PNG }),
    );
    expect(added.status).toBe(200);
    const url = (added.body.camper as Listed).hoofdfoto_url as string;
    const withPhoto = await seen(id);
    expect([withPhoto.public?.hoofdfoto_url, withPhoto.member?.hoofdfoto_url]).toEqual([url, url]);
    const removed = await call(
      t,
      admin,
      'DELETE',
      `/api/admin/campers/${id}/files?veld=hoofdfoto&url=${encodeURIComponent(url)}`,
    );
    expect(removed.status).toBe(200);
    expect((await seen(id)).public?.hoofdfoto_url).toBeNull();
  });

  it('owner assignment and removal: slots, and the owner seeing their own plate', async () => {
    const id = await newCamper();
    const user = await t.createProspect();
    expect((await seen(id, user)).owner?.nummerplaat).toBeUndefined();
    expect((await seen(id)).public?.aantal_ingevulde_sloten).toBe(0);
    const assigned = await call(t, admin, 'POST', `/api/admin/campers/${id}/owners`, { user_id: user.id });
    expect(assigned.status).toBe(201);
    const after = await seen(id, user);
    expect(after.public).toMatchObject({ aantal_ingevulde_sloten: 1, open_sloten: 2 });
    expect(after.member?.nummerplaat).toBeUndefined();
    expect(after.owner?.nummerplaat).toBe('CA-123-CH');
    const removed = await call(t, admin, 'DELETE', `/api/admin/campers/${id}/owners/${user.id}`);
    expect(removed.status).toBe(200);
    const gone = await seen(id, user);
    expect(gone.public).toMatchObject({ aantal_ingevulde_sloten: 0, open_sloten: 3 });
    expect(gone.owner?.nummerplaat).toBeUndefined();
  });

  it('removing an owner frees the slot; deleting a co-owner account directly is refused and changes no list', async () => {
    const id = await newCamper();
    const owner = await t.createOwner(id);
    expect((await seen(id)).public?.aantal_ingevulde_sloten).toBe(1);
    expect((await call(t, admin, 'DELETE', `/api/admin/users/${owner.id}`)).status).toBe(409);
    expect((await seen(id)).public?.aantal_ingevulde_sloten).toBe(1);
    expect((await call(t, admin, 'DELETE', `/api/admin/campers/${id}/owners/${owner.id}`)).status).toBe(200);
    expect((await seen(id)).public?.aantal_ingevulde_sloten).toBe(0);
  });

  it('a write through the server’s own database handle (services, jobs, tests)', async () => {
    const id = await newCamper();
    expect((await seen(id)).public?.naam).not.toBe('Direct');
    await t.db.updateTable('campers').set({ naam: 'Direct' }).where('id', '=', id).execute();
    expect((await seen(id)).public?.naam).toBe('Direct');
  });

  it('a write by another connection to the same database (a second instance, the CLI)', async () => {
    const id = await newCamper();
    expect((await seen(id)).public?.merk).toBe('Hymer');
    // Its own handle: another SQLite connection to the file, or another PostgreSQL pool.
    const other = openTarget(databaseTarget(t.config));
    try {
      await other.updateTable('campers').set({ merk: 'Knaus' }).where('id', '=', id).execute();
    } finally {
      await other.destroy();
    }
    const after = await seen(id);
    expect([after.public?.merk, after.member?.merk, after.admin?.merk]).toEqual(['Knaus', 'Knaus', 'Knaus']);
  });

  it('reads racing a stream of edits never go back to an older name', async () => {
    const id = await newCamper({ model: 'V0' });
    let latest = 0;
    const reads = (async () => {
      for (let i = 0; i < 30; i++) {
        const committed = latest;
        const row = (await list('/api/public/campers', null)).find((r) => r.id === id);
        const shown = Number(String(row?.model).replace('V', ''));
        // Whatever was committed before this read started must be in its answer (or something newer).
        expect(shown).toBeGreaterThanOrEqual(committed);
      }
    })();
    for (let v = 1; v <= 15; v++) {
      const res = await call(t, admin, 'PATCH', `/api/admin/campers/${id}`, {
        ...camperForm,
        model: `V${v}`,
      });
      expect(res.status).toBe(200);
      latest = v;
    }
    await reads;
  });
});

describe('ETag and 304 for repeat visits', () => {
  async function get(path: string, headers: Record<string, string>, who?: TestUser) {
    return t.request(path, { headers, cookie: who?.cookie });
  }

  it('answers 304 with the same headers and no body while the list is unchanged, 200 after a change', async () => {
    for (const who of [undefined, prospect, admin]) {
      const path = who ? '/api/campers' : '/api/public/campers';
      const first = await get(path, {}, who);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(path, { 'if-none-match': etag }, who);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      // Weak form, a list, and * match too (RFC 9110 weak comparison for If-None-Match).
      expect((await get(path, { 'if-none-match': `"x", W/${etag}` }, who)).status).toBe(304);
      expect((await get(path, { 'if-none-match': '*' }, who)).status).toBe(304);
      expect((await get(path, { 'if-none-match': '"iets-anders"' }, who)).status).toBe(200);
    }
    const id = await newCamper();
    const etag = (await get('/api/public/campers', {})).headers.get('etag') ?? '';
    await call(t, admin, 'PATCH', `/api/admin/campers/${id}`, { ...camperForm, model: 'Nieuw' });
    const changed = await get('/api/public/campers', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('a member, an owner and an admin get different validators, so one cannot revalidate another’s list', async () => {
    const id = await newCamper();
    const owner = await t.createOwner(id);
    const tags = new Set<string>();
    for (const who of [prospect, owner, admin]) {
      tags.add((await get('/api/campers', {}, who)).headers.get('etag') ?? '');
    }
    expect(tags.size).toBe(3);
    const ownerTag = (await get('/api/campers', {}, owner)).headers.get('etag') ?? '';
    const asMember = await get('/api/campers', { 'if-none-match': ownerTag }, prospect);
    expect(asMember.status).toBe(200);
    expect(JSON.stringify(await asMember.json())).not.toContain('CA-123-CH');
  });

  it('the personal carousel may be kept by the browser only to revalidate; the public list stays shareable', async () => {
    expect((await get('/api/campers', {}, prospect)).headers.get('cache-control')).toBe('private, no-cache');
    expect((await get('/api/public/campers', {})).headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=60',
    );
    expect((await get('/api/campers', {})).status).toBe(401);
  });

  it('any origin may read the public list, fresh or revalidated, and preflights still answer', async () => {
    const fresh = await get('/api/public/campers', { origin: 'https://partner.example' });
    expect(fresh.headers.get('access-control-allow-origin')).toBe('*');
    const etag = fresh.headers.get('etag') ?? '';
    const again = await get('/api/public/campers', {
      origin: 'https://partner.example',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await t.request('/api/public/campers', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD,OPTIONS');
  });
});
