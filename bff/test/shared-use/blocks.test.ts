import { describe, expect, it } from 'vitest';
import { kinds } from '../notify/helpers.ts';
import { coOwnersForFile, expectAdminOnlyCamperRead } from './co-owners.ts';
import { countRows, expectError, type Json, json, outbox, reserve } from './helpers.ts';

const { t, w } = coOwnersForFile();

function block(body: unknown, camper = w.camperId, cookie = w.admin.cookie) {
  return t.request(`/api/admin/campers/${camper}/blocks`, { cookie, json: body });
}

describe('maintenance blocks', () => {
  it('an admin blocks a period; owners of that camper read it, nobody can reserve it (409 day_unavailable)', async () => {
    const res = await block({ start_datum: '2026-07-06', eind_datum: '2026-07-08', reden: 'APK' });
    expect(res.status).toBe(201);
    const body = await json(res);
    const blokkade = body.blokkade as Json;
    expect(blokkade).toMatchObject({
      camper_id: w.camperId,
      start_datum: '2026-07-06',
      eind_datum: '2026-07-08',
      reden: 'APK',
    });
    expect(typeof blokkade.id).toBe('string');
    expect(body.conflicten).toEqual([]);

    const owned = await json(await t.request('/api/owner/blocks', { cookie: w.bert.cookie }));
    expect((owned.blokkades as Json[]).map((b) => b.id)).toEqual([blokkade.id]);
    const foreign = await json(await t.request('/api/owner/blocks', { cookie: w.olga.cookie }));
    expect(foreign.blokkades).toEqual([]);

    const before = await countRows(t, 'credit_ledger');
    for (const dagen of [['2026-07-06'], ['2026-07-05', '2026-07-06'], ['2026-07-08', '2026-07-09']]) {
      const refused = await t.request('/api/owner/reservations', { cookie: w.anna.cookie, json: { dagen } });
      const message = await expectError(refused, 409, 'day_unavailable');
      expect(message).toContain('geblokkeerd');
    }
    expect(await countRows(t, 'credit_ledger')).toBe(before);
    // The days around a block are no buffer days: a block is not a reservation.
    await reserve(t, w.anna, ['2026-07-05']);
    await reserve(t, w.bert, ['2026-07-09']);
  });

  it('a block over existing reservations is allowed and answers them as conflicts; the holders get a mail', async () => {
    const ids = await reserve(t, w.anna, ['2026-08-10', '2026-08-11']);
    const res = await block({
      start_datum: '2026-08-11',
      eind_datum: '2026-08-20',
      reden: 'schade aan de luifel',
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    const conflicten = body.conflicten as Json[];
    expect(conflicten.map((c) => [c.id, c.user_id, c.naam, c.start_datum, c.eind_datum])).toEqual([
      [ids[0], w.anna.id, 'Anna', '2026-08-10', '2026-08-11'],
    ]);
    const mails = (await outbox(t)).filter((m) => m.to === w.anna.email);
    // Told in the app and by mail (the notification service's words).
    expect(mails.some((m) => m.subject.startsWith('Onderhoud tijdens je reservering'))).toBe(true);
    expect(await kinds(t, w.anna)).toContain('onderhoud_blokkade');

    const list = await json(
      await t.request(`/api/admin/campers/${w.camperId}/blocks`, { cookie: w.admin.cookie }),
    );
    const listed = (list.blokkades as Json[]).find((b) => b.reden === 'schade aan de luifel');
    expect(((listed?.conflicten ?? []) as Json[]).map((c) => c.id)).toEqual(ids);
  });

  /** A block's body: the period and, unless said otherwise, the reason APK. */
  const period = (start_datum: unknown, eind_datum: string, reden = 'APK') => ({
    start_datum,
    eind_datum,
    reden,
  });

  it.each([
    ['outside the horizon (next-next year)', period('2028-01-01', '2028-01-02'), 422, 'outside_horizon'],
    ['a date like 9999-12-31', period('2026-09-01', '9999-12-31'), 422, 'outside_horizon'],
    ['last year', period('2025-12-30', '2026-01-02'), 422, 'outside_horizon'],
    ['a day that does not exist', period('2026-02-30', '2026-03-01'), 400, 'invalid_input'],
    ['the end before the start', period('2026-09-10', '2026-09-09'), 400, 'invalid_input'],
    ['no reason', period('2026-09-10', '2026-09-11', '   '), 400, 'invalid_input'],
    ['a reason of 201 characters', period('2026-09-10', '2026-09-11', 'x'.repeat(201)), 400, 'invalid_input'],
    ['a number as date', period(20260910, '2026-09-11'), 400, 'invalid_input'],
    ['an unknown field', { ...period('2026-09-10', '2026-09-11'), camper_id: 'x' }, 400, 'invalid_input'],
  ])('refuses %s with a Dutch error and stores nothing', async (_name, body, status, code) => {
    const before = await countRows(t, 'camper_blokkades');
    await expectError(await block(body), status, code);
    expect(await countRows(t, 'camper_blokkades')).toBe(before);
  });

  it('refuses the same block twice (a double click), an unknown camper, and anyone but an admin', async () => {
    const body = { start_datum: '2026-10-01', eind_datum: '2026-10-02', reden: 'Onderhoud' };
    const [first, second] = await Promise.all([block(body), block(body)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    await expectError(await block(body, '00000000-0000-4000-8000-000000000000'), 404, 'camper_not_found');
    await expectError(await block(body, w.camperId, w.anna.cookie), 403, 'not_admin');
    await expectError(
      await t.request(`/api/admin/campers/${w.camperId}/blocks`, { json: body }),
      401,
      'not_authenticated',
    );
    await expectAdminOnlyCamperRead(t, w, 'blocks');
  });

  it('deleting a block frees its days again; an unknown block is 404 and owners cannot delete', async () => {
    const created = await json(
      await block({ start_datum: '2026-11-02', eind_datum: '2026-11-03', reden: 'APK' }),
    );
    const id = (created.blokkade as Json).id as string;
    await expectError(
      await t.request(`/api/admin/blocks/${id}`, { method: 'DELETE', cookie: w.anna.cookie }),
      403,
      'not_admin',
    );
    await expectError(
      await t.request('/api/owner/reservations', { cookie: w.anna.cookie, json: { dagen: ['2026-11-02'] } }),
      409,
      'day_unavailable',
    );
    const removed = await t.request(`/api/admin/blocks/${id}`, { method: 'DELETE', cookie: w.admin.cookie });
    expect(removed.status).toBe(200);
    expect(((await json(removed)).blokkade as Json).id).toBe(id);
    await expectError(
      await t.request(`/api/admin/blocks/${id}`, { method: 'DELETE', cookie: w.admin.cookie }),
      404,
      'block_not_found',
    );
    await reserve(t, w.anna, ['2026-11-02']);
  });
});
