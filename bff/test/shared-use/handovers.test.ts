import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsForm, pdfBytes, pngBytes } from '../support/files.ts';
import type { TestUser } from '../support/server.ts';
import { coOwnersForFile, expectAdminOnlyCamperRead } from './co-owners.ts';
import { countRows, expectError, type Json, json, outbox, reserve } from './helpers.ts';

const { t, w } = coOwnersForFile();
/** Anna's reservation that starts today, Bert's that starts today too, and Anna's one in the future. */
let annaToday: string;
let bertToday: string;
let annaLater: string;

beforeAll(async () => {
  [annaToday] = (await reserve(t, w.anna, ['2026-06-01', '2026-06-02'])) as [string];
  [bertToday] = (await reserve(t, w.bert, ['2026-06-04'])) as [string];
  [annaLater] = (await reserve(t, w.anna, ['2026-07-20'])) as [string];
});

type Fields = Record<string, string>;

function form(fields: Fields, photos: { bytes: Uint8Array; name: string }[] = []): FormData {
  const body = fieldsForm(fields);
  for (const p of photos) body.append('foto', new Blob([p.bytes]), p.name);
  return body;
}

function post(reservationId: string, body: FormData, user: TestUser = w.anna) {
  return t.request(`/api/owner/reservations/${reservationId}/handovers`, { cookie: user.cookie, body });
}

const OPHALEN: Fields = { moment: 'ophalen', km_stand: '45210', brandstof_procent: '100', schoon: 'true' };

function storedPhotos(): string[] {
  try {
    return readdirSync(join(t.config.storageDir, 'handover-photos'));
  } catch {
    return [];
  }
}

async function unchanged(run: () => Promise<void>) {
  const before = [
    await countRows(t, 'overdrachten'),
    await countRows(t, 'overdracht_fotos'),
    storedPhotos().length,
  ];
  await run();
  expect([
    await countRows(t, 'overdrachten'),
    await countRows(t, 'overdracht_fotos'),
    storedPhotos().length,
  ]).toEqual(before);
}

describe('handover log', () => {
  it('refuses bad input with a clear Dutch error and changes nothing', async () => {
    const png = { bytes: pngBytes(), name: 'voor.png' };
    await unchanged(async () => {
      await expectError(
        await post(annaToday, form({ ...OPHALEN, km_stand: 'veel' }, [png])),
        400,
        'invalid_input',
      );
      await expectError(await post(annaToday, form({ ...OPHALEN, km_stand: '-5' })), 400, 'invalid_input');
      await expectError(await post(annaToday, form({ ...OPHALEN, km_stand: '1e5' })), 400, 'invalid_input');
      await expectError(
        await post(annaToday, form({ ...OPHALEN, brandstof_procent: '101' })),
        400,
        'invalid_input',
      );
      await expectError(await post(annaToday, form({ ...OPHALEN, schoon: 'ja' })), 400, 'invalid_input');
      await expectError(await post(annaToday, form({ ...OPHALEN, moment: 'tanken' })), 400, 'invalid_input');
      await expectError(
        await post(annaToday, form({ ...OPHALEN, schade: 'x'.repeat(2001) })),
        400,
        'invalid_input',
      );
      await expectError(await post(annaToday, form({ ...OPHALEN, extra: '1' })), 400, 'invalid_input');
      // A photo under another name would be dropped while the user thinks it was saved; a field sent twice would
      // be a guess between two values (Dutch pasted forms, a script appending instead of setting).
      for (const name of ['foto[]', 'bijlage']) {
        const misnamed = form(OPHALEN);
        misnamed.append(name, new Blob([pngBytes()]), 'voor.png');
        expect(await expectError(await post(annaToday, misnamed), 400, 'invalid_input')).toBe(
          `Onbekend veld: ${name}`,
        );
      }
      const twice = form(OPHALEN);
      twice.append('moment', 'terugbrengen');
      expect(await expectError(await post(annaToday, twice), 400, 'invalid_input')).toBe(
        'Dubbel veld: moment',
      );
      const { moment: _m, ...zonderMoment } = OPHALEN;
      await expectError(await post(annaToday, form(zonderMoment)), 400, 'invalid_input');
      // Someone else's reservation (a co-owner's), another camper's, and an id that does not exist: all 404.
      await expectError(await post(bertToday, form(OPHALEN)), 404, 'reservation_not_found');
      await expectError(await post(annaToday, form(OPHALEN), w.olga), 404, 'reservation_not_found');
      await expectError(
        await post('00000000-0000-4000-8000-000000000000', form(OPHALEN)),
        404,
        'reservation_not_found',
      );
      // Not before the reservation's first day.
      const early = await expectError(await post(annaLater, form(OPHALEN)), 422, 'handover_too_early');
      expect(early).toContain('20 juli 2026');
      // Files: a 30 MB photo, a PDF, a PDF under an image name, seven photos.
      const huge = new Uint8Array(30 * 1024 * 1024);
      huge.set(pngBytes());
      await expectError(
        await post(annaToday, form(OPHALEN, [{ bytes: huge, name: 'groot.png' }])),
        413,
        'file_too_large',
      );
      await expectError(
        await post(annaToday, form(OPHALEN, [{ bytes: pdfBytes(), name: 'a.pdf' }])),
        415,
        'unsupported_file_type',
      );
      await expectError(
        await post(annaToday, form(OPHALEN, [{ bytes: pdfBytes(), name: 'a.jpg' }])),
        415,
        'unsupported_file_type',
      );
      const seven = Array.from({ length: 7 }, (_, i) => ({ bytes: pngBytes(), name: `f${i}.png` }));
      await expectError(await post(annaToday, form(OPHALEN, seven)), 422, 'too_many_handover_photos');
      // Not multipart at all.
      const asJson = await t.request(`/api/owner/reservations/${annaToday}/handovers`, {
        cookie: w.anna.cookie,
        json: OPHALEN,
      });
      await expectError(asJson, 400, 'invalid_input');
      await expectError(
        await t.request(`/api/owner/reservations/${annaToday}/handovers`, { body: form(OPHALEN) }),
        401,
        'not_authenticated',
      );
    });
  });

  it('records a pick-up with photos; the photos are signed links only co-owners and admins get', async () => {
    const photos = [
      { bytes: pngBytes(), name: 'voor.png' },
      { bytes: pngBytes(), name: 'achter.png' },
    ];
    const res = await post(annaToday, form(OPHALEN, photos));
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const overdracht = body.overdracht as Json;
    expect(overdracht).toMatchObject({
      reservering_id: annaToday,
      camper_id: w.camperId,
      user_id: w.anna.id,
      naam: 'Anna',
      moment: 'ophalen',
      km_stand: 45210,
      brandstof_procent: 100,
      schoon: true,
      schade: null,
    });
    const fotos = overdracht.fotos as Json[];
    expect(fotos).toHaveLength(2);
    const url = fotos[0]?.url as string;
    expect(url).toMatch(/^\/files\/private\/handover-photos\/.+\?.*sig=/);
    const image = await t.request(url);
    expect(image.status).toBe(200);
    // Re-encoded like every image upload: WebP, metadata gone, with a small width for the thumbnail.
    expect(image.headers.get('content-type')).toBe('image/webp');
    const thumbnail = await t.request(fotos[0]?.thumbnail_url as string);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    // Without the signature, or with a forged one, the file is not served.
    const bare = url.slice(0, url.indexOf('?'));
    expect((await t.request(bare)).status).toBeGreaterThanOrEqual(400);
    expect((await t.request(url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`))).status).toBe(403);
    // Nor through the public file route.
    expect((await t.request(bare.replace('/files/private/', '/files/'))).status).toBe(404);

    // The same moment twice (a double click) is refused.
    await unchanged(async () => {
      await expectError(await post(annaToday, form(OPHALEN)), 409, 'handover_exists');
    });
  });

  it('a picked-up reservation can no longer be deleted by its owner, not even on its first day', async () => {
    const credits = await json(await t.request('/api/owner/credits', { cookie: w.anna.cookie }));
    const message = await expectError(
      await t.request(`/api/owner/reservations/${annaToday}`, { cookie: w.anna.cookie, method: 'DELETE' }),
      422,
      'refund_impossible',
    );
    expect(message).toBe(
      'Deze reservering is al begonnen en kan niet meer verwijderd worden. Neem contact op met de beheerder.',
    );
    expect(await json(await t.request('/api/owner/credits', { cookie: w.anna.cookie }))).toEqual(credits);
    const calendar = await json(await t.request('/api/owner/reservations', { cookie: w.anna.cookie }));
    expect((calendar.reserveringen as Json[]).map((r) => r.id)).toContain(annaToday);
    // Bert's reservation of today, not picked up, can still be given back the same morning.
    const cancelled = await t.request(`/api/owner/reservations/${bertToday}`, {
      cookie: w.bert.cookie,
      method: 'DELETE',
    });
    expect(cancelled.status).toBe(200);
    [bertToday] = (await reserve(t, w.bert, ['2026-06-04'])) as [string];
  });

  it('a km reading below the last one is 422 km_decreasing; a return with damage tells the co-owners', async () => {
    await unchanged(async () => {
      const message = await expectError(
        await post(
          annaToday,
          form({ moment: 'terugbrengen', km_stand: '45000', brandstof_procent: '40', schoon: 'false' }),
        ),
        422,
        'km_decreasing',
      );
      expect(message).toContain('45210');
    });
    const res = await post(
      annaToday,
      form(
        {
          moment: 'terugbrengen',
          km_stand: '45630',
          brandstof_procent: '40',
          schoon: 'false',
          schade: 'Deuk in de achterbumper',
        },
        [{ bytes: pngBytes(), name: 'deuk.png' }],
      ),
    );
    expect(res.status).toBe(201);
    const mails = await outbox(t);
    expect(mails.some((m) => m.to === w.bert.email && m.text.includes('Deuk in de achterbumper'))).toBe(true);
    expect(mails.some((m) => m.to === w.anna.email && m.subject.startsWith('Schade gemeld'))).toBe(false);
    expect(mails.some((m) => m.to === w.olga.email)).toBe(false);
  });

  it('co-owners read the whole log, newest first; other campers see nothing; admins read it per camper', async () => {
    const log = await json(await t.request('/api/owner/handovers', { cookie: w.bert.cookie }));
    const overdrachten = log.overdrachten as Json[];
    expect(overdrachten.map((o) => [o.moment, o.km_stand, o.naam, (o.fotos as Json[]).length])).toEqual([
      ['terugbrengen', 45630, 'Anna', 1],
      ['ophalen', 45210, 'Anna', 2],
    ]);
    expect(overdrachten[0]).toMatchObject({
      schoon: false,
      brandstof_procent: 40,
      schade: 'Deuk in de achterbumper',
    });
    expect(((overdrachten[0]?.foto_urls ?? []) as string[])[0]).toMatch(
      /^\/files\/private\/handover-photos\//,
    );

    const foreign = await json(await t.request('/api/owner/handovers', { cookie: w.olga.cookie }));
    expect(foreign.overdrachten).toEqual([]);

    const own = await json(
      await t.request(`/api/owner/reservations/${annaToday}/handovers`, { cookie: w.anna.cookie }),
    );
    expect((own.overdrachten as Json[]).length).toBe(2);
    await expectError(
      await t.request(`/api/owner/reservations/${annaToday}/handovers`, { cookie: w.bert.cookie }),
      404,
      'reservation_not_found',
    );

    const adminLog = await json(
      await t.request(`/api/admin/campers/${w.camperId}/handovers`, { cookie: w.admin.cookie }),
    );
    expect((adminLog.overdrachten as Json[]).map((o) => o.km_stand)).toEqual([45630, 45210]);
    await expectAdminOnlyCamperRead(t, w, 'handovers');
  });
});

describe('admin corrections of the handover log', () => {
  async function adminLog(): Promise<Json[]> {
    const log = await json(
      await t.request(`/api/admin/campers/${w.camperId}/handovers`, { cookie: w.admin.cookie }),
    );
    return log.overdrachten as Json[];
  }
  function patch(id: string, body: unknown, user: TestUser = w.admin) {
    return t.request(`/api/admin/handovers/${id}`, { cookie: user.cookie, method: 'PATCH', json: body });
  }

  it('a reported damage starts open; the admin follows it up with a note, audited; no damage has no status', async () => {
    const [terug, ophalen] = (await adminLog()) as [Json, Json];
    expect([terug.schade_status, ophalen.schade_status]).toEqual(['open', null]);
    expect(terug.notitie).toBeNull();

    const before = JSON.stringify(await adminLog());
    await expectError(await patch(ophalen.id as string, { schade_status: 'opgelost' }), 422, 'no_damage');
    await expectError(await patch(terug.id as string, { schade_status: 'weg' }), 400, 'invalid_input');
    await expectError(await patch(terug.id as string, {}), 400, 'invalid_input');
    await expectError(await patch(terug.id as string, { notitie: 'x', extra: 1 }), 400, 'invalid_input');
    await expectError(await patch(terug.id as string, { notitie: 'x' }, w.anna), 403, 'not_admin');
    await expectError(
      await patch('00000000-0000-4000-8000-000000000000', { notitie: 'x' }),
      404,
      'handover_not_found',
    );
    // A corrected reading still lies between its neighbours: the pick-up cannot go above the return after it.
    const above = await expectError(
      await patch(ophalen.id as string, { km_stand: 45_700, reden: 'Foto van het dashboard' }),
      422,
      'km_above_next',
    );
    expect(above).toBe(
      'De kilometerstand (45700 km) is hoger dan de volgende geregistreerde stand (45630 km).',
    );
    expect(JSON.stringify(await adminLog())).toBe(before);

    const res = await patch(terug.id as string, {
      schade_status: 'in_behandeling',
      notitie: 'Garage gebeld',
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.overdracht).toMatchObject({
      schade_status: 'in_behandeling',
      notitie: 'Garage gebeld',
      km_stand: 45630,
    });
    const owners = await json(await t.request('/api/owner/handovers', { cookie: w.bert.cookie }));
    expect((owners.overdrachten as Json[])[0]).toMatchObject({ schade_status: 'in_behandeling' });

    const audit = await json(
      await t.request('/api/admin/audit?soort=overdracht_gecorrigeerd', { cookie: w.admin.cookie }),
    );
    // Resolved: every co-owner of the camper hears it (bell and mail); nobody else does.
    const resolved = await patch(terug.id as string, { schade_status: 'opgelost' });
    expect(resolved.status).toBe(200);
    const told = (await outbox(t)).filter((m) => m.subject.startsWith('Schade opgelost'));
    expect(told.map((m) => m.to).sort()).toEqual([w.anna.email, w.bert.email].sort());
    expect(told[0]?.text).toContain(
      'De schade aan Zeeuwse Zon is opgelost: Deuk in de achterbumper. Garage gebeld',
    );
    expect(told.some((m) => m.to === w.olga.email)).toBe(false);

    // The admins' follow-up list: per status, or every reported damage; the pick-up without damage is never in it.
    const damage = async (query: string) => {
      const res = await t.request(`/api/admin/damage${query}`, { cookie: w.admin.cookie });
      expect(res.status).toBe(200);
      return (await json(res)).schades as Json[];
    };
    expect((await damage('?status=opgelost')).map((d) => [d.id, d.camper_naam, d.schade_status])).toEqual([
      [terug.id, 'Zeeuwse Zon', 'opgelost'],
    ]);
    expect(await damage('?status=open')).toEqual([]);
    expect((await damage('')).map((d) => d.id)).toEqual([terug.id]);
    await expectError(
      await t.request('/api/admin/damage?status=weg', { cookie: w.admin.cookie }),
      400,
      'invalid_input',
    );
    await expectError(await t.request('/api/admin/damage', { cookie: w.bert.cookie }), 403, 'not_admin');
    expect((audit.gebeurtenissen as Json[])[0]).toMatchObject({
      actor_id: w.admin.id,
      doel: terug.id,
      details: {
        oud: { schade_status: 'open', notitie: null },
        nieuw: { schade_status: 'in_behandeling', notitie: 'Garage gebeld' },
      },
    });
  });

  it('the admin deletes a handover: its photo files leave storage and the audit log keeps the old values', async () => {
    const [terug] = (await adminLog()) as [Json];
    const files = storedPhotos().length;
    expect(files).toBeGreaterThan(0);
    await expectError(
      await t.request(`/api/admin/handovers/${terug.id as string}`, {
        cookie: w.bert.cookie,
        method: 'DELETE',
      }),
      403,
      'not_admin',
    );
    const res = await t.request(`/api/admin/handovers/${terug.id as string}`, {
      cookie: w.admin.cookie,
      method: 'DELETE',
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.overdracht).toMatchObject({ id: terug.id, km_stand: 45630, fotos: [] });
    // One photo in every stored width is gone; the pick-up's two photos stay.
    expect(storedPhotos().length).toBeLessThan(files);
    expect(storedPhotos().length).toBeGreaterThan(0);
    const photoUrl = ((terug.fotos as Json[])[0]?.url ?? '') as string;
    expect((await t.request(photoUrl)).status).toBe(404);
    expect((await adminLog()).map((o) => o.moment)).toEqual(['ophalen']);
    const audit = await json(
      await t.request('/api/admin/audit?soort=overdracht_verwijderd', { cookie: w.admin.cookie }),
    );
    expect((audit.gebeurtenissen as Json[])[0]).toMatchObject({
      actor_id: w.admin.id,
      doel: terug.id,
      details: {
        oud: {
          moment: 'terugbrengen',
          km_stand: 45630,
          schade: 'Deuk in de achterbumper',
          schade_status: 'opgelost',
          fotos: 1,
        },
      },
    });
  });
});
