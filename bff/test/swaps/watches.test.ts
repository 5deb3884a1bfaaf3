import { describe, expect, it } from 'vitest';
import { bell, type Melding } from '../notify/helpers.ts';
import { coOwnersForFile } from '../shared-use/co-owners.ts';
import { expectError, type Json, json, reserve } from '../shared-use/helpers.ts';
import { giveCredits } from '../support/credits.ts';
import type { TestUser } from '../support/server.ts';

const { t, w } = coOwnersForFile();

function watch(owner: TestUser, start_datum: string, eind_datum: string) {
  return t.request('/api/owner/watches', { cookie: owner.cookie, json: { start_datum, eind_datum } });
}

async function told(owner: TestUser): Promise<Melding[]> {
  return (await bell(t, owner)).meldingen.filter((m) => m.soort === 'dagen_vrij');
}

const cancel = (owner: TestUser, id: string) =>
  t.request(`/api/owner/reservations/${id}`, { cookie: owner.cookie, method: 'DELETE' });

describe('the watch list', () => {
  it('watches only a taken period that is real, ahead and at most 60 days', async () => {
    await reserve(t, w.anna, ['2026-09-20']);
    await expectError(await watch(w.bert, '2026-10-10', '2026-10-12'), 422, 'watch_period_free');
    await expectError(await watch(w.bert, '2026-09-21', '2026-09-19'), 400, 'invalid_input');
    await expectError(await watch(w.bert, '2026-05-01', '2026-09-20'), 400, 'invalid_input');
    await expectError(await watch(w.bert, '2026-08-01', '2026-10-20'), 400, 'invalid_input');
    await expectError(await watch(w.bert, '2028-01-01', '2028-01-02'), 422, 'outside_horizon');
    await expectError(await watch(w.bert, '2027-02-30', '2027-03-01'), 400, 'invalid_input');
    const res = await watch(w.bert, '2026-09-18', '2026-09-22');
    expect(res.status).toBe(201);
    expect((await json(res)).wacht).toMatchObject({
      start_datum: '2026-09-18',
      eind_datum: '2026-09-22',
      verteld_op: null,
    });
    // Olga's camper is free on those days: her watch is about her own camper only.
    await expectError(await watch(w.olga, '2026-09-18', '2026-09-22'), 422, 'watch_period_free');
  });

  it('tells each watcher once when a day comes free, and never twice', async () => {
    const { anna, bert, admin } = w;
    const [id] = await reserve(t, anna, ['2026-10-05', '2026-10-06']);
    const [other] = await reserve(t, anna, ['2026-10-09']);
    const wacht = (await json(await watch(bert, '2026-10-04', '2026-10-10'))).wacht as Json;
    expect(await told(bert)).toHaveLength(0);

    expect((await cancel(anna, id as string)).status).toBe(200);
    const notices = await told(bert);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe('/mijn-camper/kalender?maand=2026-10');
    const list = await json(await t.request('/api/owner/watches', { cookie: bert.cookie }));
    const stored = (list.wachten as Json[]).find((x) => x.id === wacht.id) as Json;
    expect(stored.verteld_op).not.toBeNull();

    // A second release in the same period does not tell Bert again.
    expect((await cancel(anna, other as string)).status).toBe(200);
    expect(await told(bert)).toHaveLength(1);
    // Anna was not watching.
    expect(await told(anna)).toHaveLength(0);

    // A lifted maintenance block tells a watcher too.
    const block = await json(
      await t.request(`/api/admin/campers/${w.camperId}/blocks`, {
        cookie: admin.cookie,
        json: { start_datum: '2026-11-10', eind_datum: '2026-11-12', reden: 'APK' },
      }),
    );
    await watch(bert, '2026-11-11', '2026-11-11');
    const blokkade = block.blokkade as Json;
    expect(
      (await t.request(`/api/admin/blocks/${blokkade.id}`, { cookie: admin.cookie, method: 'DELETE' }))
        .status,
    ).toBe(200);
    expect(await told(bert)).toHaveLength(2);
  });

  it('a round allocation tells a watcher about the high-season days it left free', async () => {
    const { admin } = w;
    const camperId = await t.createCamper({ naam: 'Zomerzon' });
    const anna = await t.createOwner(camperId, { naam: 'Anna' });
    const bert = await t.createOwner(camperId, { naam: 'Bert' });
    for (const u of [anna, bert]) await giveCredits(t, admin, u, 2026);
    // Booked before the round opened: the watched period holds a taken day.
    const [taken] = await reserve(t, anna, ['2027-06-10']);
    const opened = await t.request(`/api/admin/campers/${camperId}/rounds`, {
      cookie: admin.cookie,
      json: { jaar: 2027, sluit_op: '2026-12-01' },
    });
    expect(opened.status).toBe(201);
    const ronde = (await json(opened)).ronde as Json;
    expect((await watch(bert, '2027-06-08', '2027-06-12')).status).toBe(201);

    // While the round runs, the freed days go through the round: nobody is told yet.
    expect((await cancel(anna, taken as string)).status).toBe(200);
    expect(await told(bert)).toHaveLength(0);

    const allocated = await t.request(`/api/admin/rounds/${ronde.id}/allocate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(allocated.status).toBe(200);
    const notices = await told(bert);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe('/mijn-camper/kalender?maand=2027-06');
  });

  it('a release that leaves the watched days taken tells nobody', async () => {
    const { anna, bert } = w;
    // Two reservations with one buffer day between them: deleting the far one keeps the near one's days taken.
    const [near] = await reserve(t, anna, ['2026-12-01']);
    const [far] = await reserve(t, anna, ['2026-12-05']);
    await watch(bert, '2026-12-01', '2026-12-01');
    expect((await cancel(anna, far as string)).status).toBe(200);
    expect(await told(bert)).toHaveLength(2);
    expect(near).toBeDefined();
  });

  it('an owner deletes only their own watch', async () => {
    const { anna, bert } = w;
    await reserve(t, anna, ['2026-12-20']);
    const wacht = (await json(await watch(bert, '2026-12-19', '2026-12-21'))).wacht as Json;
    await expectError(
      await t.request(`/api/owner/watches/${wacht.id}`, { cookie: anna.cookie, method: 'DELETE' }),
      404,
      'watch_not_found',
    );
    const res = await t.request(`/api/owner/watches/${wacht.id}`, { cookie: bert.cookie, method: 'DELETE' });
    expect(await json(res)).toEqual({ verwijderd: wacht.id });
  });
});
