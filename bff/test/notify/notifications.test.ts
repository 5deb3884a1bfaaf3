import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { immediateTransaction } from '../../src/db/transaction.ts';
import { notifyDamageReport, notifyMaintenanceBlock } from '../../src/modules/notifications/events.ts';
import { notifyContextOf } from '../../src/modules/notifications/service.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson, type TestUser } from '../support/server.ts';
import { bell, kinds, mailsTo, pdfForm } from './helpers.ts';

const ORIGIN = 'https://camperdeel.example';
let admin: TestUser;

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z'), env: { PUBLIC_URL: ORIGIN } });
beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Beheer Bea' });
});

async function apply(user: TestUser, camperId: string): Promise<string> {
  const res = await t.request('/api/me/applications', { cookie: user.cookie, json: { camper_id: camperId } });
  expect(res.status).toBe(201);
  return (await readJson<{ aanmelding: { id: string } }>(res)).aanmelding.id;
}

async function assign(camperId: string, userId: string): Promise<Response> {
  return t.request(`/api/admin/campers/${camperId}/owners`, {
    cookie: admin.cookie,
    json: { user_id: userId },
  });
}

describe('each kind: the event, the bell, the mail', () => {
  it('aanmelding_ontvangen: a new application tells every admin, with a mailed link to the admin page', async () => {
    const camperId = await t.createCamper({ naam: 'Duinpieper' });
    const prospect = await t.createProspect({ naam: 'Piet Prospect' });
    await apply(prospect, camperId);
    const list = await bell(t, admin);
    const melding = list.meldingen.find((m) => m.soort === 'aanmelding_ontvangen');
    expect(melding).toMatchObject({
      titel: 'Nieuwe aanmelding',
      tekst: 'Piet Prospect heeft zich aangemeld voor Duinpieper.',
      link: '/admin/dashboard/aanmeldingen',
      gelezen: false,
    });
    expect(list.ongelezen).toBeGreaterThanOrEqual(1);
    const mail = (await mailsTo(t, admin.email)).find((m) => m.text.includes('Piet Prospect'));
    expect(mail).toMatchObject({
      subject: 'Nieuwe aanmelding - Camperdeel',
      link: `${ORIGIN}/admin/dashboard/aanmeldingen`,
    });
    expect(mail?.text).toContain('Hallo Beheer Bea,');
    expect(mail?.html).toContain(`href="${ORIGIN}/admin/dashboard/aanmeldingen"`);
    // The applicant is not told about their own application.
    expect(await kinds(t, prospect)).toEqual([]);
  });

  it('eigenaar_toegewezen and, when the last slot fills, aanmelding_afgewezen for every other open applicant', async () => {
    const camperId = await t.createCamper({ naam: 'Laatste Plek', aantal_sloten_eigenaars: 2 });
    await t.createOwner(camperId);
    const chosen = await t.createProspect();
    const other = await t.createProspect({ naam: 'Olga Ander' });
    const third = await t.createProspect();
    await apply(chosen, camperId);
    const otherApplication = await apply(other, camperId);
    await apply(third, camperId);
    expect((await assign(camperId, chosen.id)).status).toBe(201);

    expect(await kinds(t, chosen)).toEqual(['eigenaar_toegewezen']);
    expect((await mailsTo(t, chosen.email)).at(-1)).toMatchObject({
      subject: 'Je bent eigenaar geworden - Camperdeel',
      link: `${ORIGIN}/mijn-camper`,
    });
    for (const user of [other, third]) {
      const [melding] = (await bell(t, user)).meldingen;
      expect(melding).toMatchObject({ soort: 'aanmelding_afgewezen', link: '/dashboard/aanmeldingen' });
      expect(melding?.tekst).toContain('Alle eigenaarsplaatsen van Laatste Plek zijn ingevuld');
      expect((await mailsTo(t, user.email)).at(-1)?.link).toBe(`${ORIGIN}/dashboard/aanmeldingen`);
    }
    const applications = await readJson<{ aanmeldingen: { id: string; status: string }[] }>(
      await t.request('/api/me/applications', { cookie: other.cookie }),
    );
    expect(applications.aanmeldingen.find((a) => a.id === otherApplication)?.status).toBe('afgewezen');
    const own = await readJson<{ aanmeldingen: { status: string }[] }>(
      await t.request('/api/me/applications', { cookie: chosen.cookie }),
    );
    expect(own.aanmeldingen.map((a) => a.status)).toEqual(['toegewezen']);
  });

  it('lowering the slots to the owners a camper has fills it: its open applications are turned down and told', async () => {
    const camperId = await t.createCamper({ naam: 'Minder Plek', aantal_sloten_eigenaars: 3 });
    await t.createOwner(camperId);
    const waiting = await t.createProspect();
    await apply(waiting, camperId);
    const lower = (slots: number) =>
      t.request(`/api/admin/campers/${camperId}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { aantal_sloten_eigenaars: slots },
      });
    expect((await lower(2)).status).toBe(200);
    expect(await kinds(t, waiting)).toEqual([]);
    expect((await lower(1)).status).toBe(200);
    const [melding] = (await bell(t, waiting)).meldingen;
    expect(melding).toMatchObject({ soort: 'aanmelding_afgewezen', link: '/dashboard/aanmeldingen' });
    expect(melding?.tekst).toContain('Alle eigenaarsplaatsen van Minder Plek zijn ingevuld');
    const applications = await readJson<{ aanmeldingen: { status: string }[] }>(
      await t.request('/api/me/applications', { cookie: waiting.cookie }),
    );
    expect(applications.aanmeldingen.map((a) => a.status)).toEqual(['afgewezen']);
  });

  it('assigning while slots stay open rejects nobody', async () => {
    const camperId = await t.createCamper({ aantal_sloten_eigenaars: 3 });
    const chosen = await t.createProspect();
    const waiting = await t.createProspect();
    await apply(chosen, camperId);
    await apply(waiting, camperId);
    expect((await assign(camperId, chosen.id)).status).toBe(201);
    expect(await kinds(t, waiting)).toEqual([]);
  });

  it('a failed assignment (camper full) stores no notification and sends no mail', async () => {
    const camperId = await t.createCamper({ aantal_sloten_eigenaars: 1 });
    await t.createOwner(camperId);
    const late = await t.createProspect();
    const res = await assign(camperId, late.id);
    expect(res.status).toBe(409);
    expect(await kinds(t, late)).toEqual([]);
    expect(await mailsTo(t, late.email)).toEqual([]);
  });

  it('aanmelding_afgewezen by an admin, told once even when saved twice', async () => {
    const camperId = await t.createCamper({ naam: 'Nee Dank' });
    const user = await t.createProspect();
    const id = await apply(user, camperId);
    for (let i = 0; i < 2; i++) {
      const res = await t.request(`/api/admin/applications/${id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { status: 'afgewezen' },
      });
      expect(res.status).toBe(200);
    }
    const list = await bell(t, user);
    expect(list.meldingen.map((m) => [m.soort, m.tekst])).toEqual([
      ['aanmelding_afgewezen', 'Je aanmelding voor Nee Dank is afgewezen.'],
    ]);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('reservering_geboekt and reservering_geannuleerd go to the other co-owners only', async () => {
    const camperId = await t.createCamper();
    const booker = await t.createOwner(camperId, { naam: 'Bram Boeker' });
    const coOwner = await t.createOwner(camperId);
    const secondCoOwner = await t.createOwner(camperId);
    const outsider = await t.createOwner(await t.createCamper());
    await giveCredits(t, admin, booker, 2026, 10, 10);
    const res = await t.request('/api/owner/reservations', {
      cookie: booker.cookie,
      json: { dagen: ['2026-04-14', '2026-04-15', '2026-04-20'] },
    });
    expect(res.status).toBe(201);
    const booked = (await bell(t, coOwner)).meldingen[0];
    expect(booked).toMatchObject({ soort: 'reservering_geboekt', link: '/mijn-camper/kalender' });
    expect(booked?.tekst).toBe(
      'Bram Boeker heeft de camper gereserveerd: 14 apr. 2026 - 15 apr. 2026, 20 apr. 2026.',
    );
    expect((await mailsTo(t, coOwner.email)).at(-1)?.link).toBe(`${ORIGIN}/mijn-camper/kalender`);
    // Every co-owner gets their own notice and mail.
    expect((await bell(t, secondCoOwner)).meldingen[0]?.tekst).toBe(booked?.tekst);
    expect((await mailsTo(t, secondCoOwner.email)).at(-1)?.link).toBe(`${ORIGIN}/mijn-camper/kalender`);
    expect(await kinds(t, booker)).toEqual([]);
    expect(await kinds(t, outsider)).toEqual([]);

    const { reserveringen } = await readJson<{ reserveringen: { id: string }[] }>(res);
    const del = await t.request(`/api/owner/reservations/${reserveringen[0]?.id}`, {
      method: 'DELETE',
      cookie: booker.cookie,
    });
    expect(del.status).toBe(200);
    const cancelled = (await bell(t, coOwner)).meldingen[0];
    expect(cancelled).toMatchObject({ soort: 'reservering_geannuleerd' });
    expect(cancelled?.tekst).toContain('14 apr. 2026 - 15 apr. 2026');
    expect(await kinds(t, booker)).toEqual([]);
  });

  it('a booking and its notice commit together; a notice that fails leaves the booking and cancellation intact', async () => {
    const camperId = await t.createCamper();
    const booker = await t.createOwner(camperId);
    const coOwner = await t.createOwner(camperId);
    await giveCredits(t, admin, booker, 2026, 10, 10);
    const mailsBefore = (await mailsTo(t, coOwner.email)).length;
    // Every notice write now fails (the table is gone for a moment), on either engine.
    await sql`ALTER TABLE meldingen RENAME TO meldingen_weg`.execute(t.db);
    let booked: Response;
    let cancelled: Response;
    try {
      booked = await t.request('/api/owner/reservations', {
        cookie: booker.cookie,
        json: { dagen: ['2026-05-05'] },
      });
      const id = (await readJson<{ reserveringen: { id: string }[] }>(booked)).reserveringen[0]?.id;
      cancelled = await t.request(`/api/owner/reservations/${id}`, {
        method: 'DELETE',
        cookie: booker.cookie,
      });
    } finally {
      await sql`ALTER TABLE meldingen_weg RENAME TO meldingen`.execute(t.db);
    }
    expect(booked.status).toBe(201);
    expect(cancelled.status).toBe(200);
    const ledger = await t.db
      .selectFrom('credit_ledger')
      .select('reden')
      .where('user_id', '=', booker.id)
      .where('reden', 'in', ['reservering', 'annulering'])
      .execute();
    expect(ledger.map((r) => r.reden).sort()).toEqual(['annulering', 'reservering']);
    // The failed notices took their mails with them: nothing half-done was queued.
    expect(await kinds(t, coOwner)).toEqual([]);
    expect(await mailsTo(t, coOwner.email)).toHaveLength(mailsBefore);
  });

  it('nieuw_document goes to the owners of that camper', async () => {
    const camperId = await t.createCamper({ naam: 'Papiertje' });
    const owner = await t.createOwner(camperId);
    const other = await t.createOwner(await t.createCamper());
    const res = await t.request('/api/admin/documents', {
      cookie: admin.cookie,
      body: pdfForm({ camper_id: camperId, document_naam: 'Groene kaart' }),
    });
    expect(res.status).toBe(201);
    expect((await bell(t, owner)).meldingen[0]).toMatchObject({
      soort: 'nieuw_document',
      tekst: 'Er is een nieuw document voor Papiertje: Groene kaart.',
    });
    expect((await mailsTo(t, owner.email)).at(-1)?.subject).toBe('Nieuw document - Camperdeel');
    expect(await kinds(t, other)).toEqual([]);
  });

  it('nieuwe_factuur goes to the user it is for; turned off, it is in the bell but not mailed', async () => {
    const user = await t.createOwner(await t.createCamper());
    const upload = (nummer: string) =>
      t.request('/api/admin/invoices', {
        cookie: admin.cookie,
        body: pdfForm({ user_id: user.id, factuur_nummer: nummer, factuur_naam: 'Jaarbijdrage' }),
      });
    expect((await upload(`F-${user.id.slice(0, 8)}-1`)).status).toBe(201);
    expect((await bell(t, user)).meldingen[0]?.soort).toBe('nieuwe_factuur');
    expect(await mailsTo(t, user.email)).toHaveLength(1);

    const off = await t.request('/api/me/notification-settings', {
      method: 'PUT',
      cookie: user.cookie,
      json: { email: { nieuwe_factuur: false } },
    });
    expect(off.status).toBe(200);
    expect((await readJson<{ email: Record<string, boolean> }>(off)).email).toMatchObject({
      nieuwe_factuur: false,
      nieuw_document: true,
    });
    expect((await upload(`F-${user.id.slice(0, 8)}-2`)).status).toBe(201);
    expect((await bell(t, user)).meldingen.filter((m) => m.soort === 'nieuwe_factuur')).toHaveLength(2);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('onderhoud_blokkade goes to owners whose reservation the block overlaps', async () => {
    const camperId = await t.createCamper();
    const hit = await t.createOwner(camperId);
    const clear = await t.createOwner(camperId);
    await giveCredits(t, admin, hit, 2026, 10, 10);
    await giveCredits(t, admin, clear, 2026, 10, 10);
    const reserve = (user: TestUser, dagen: string[]) =>
      t.request('/api/owner/reservations', { cookie: user.cookie, json: { dagen } });
    expect((await reserve(hit, ['2026-10-05', '2026-10-06'])).status).toBe(201);
    expect((await reserve(clear, ['2026-11-20'])).status).toBe(201);
    const before = (await bell(t, clear)).meldingen.length;
    await immediateTransaction(t.db, (trx) =>
      notifyMaintenanceBlock(
        trx,
        notifyContextOf({ config: t.config, appOrigin: () => ORIGIN, now: t.clock.now }),
        {
          camperId,
          start_datum: '2026-10-06',
          eind_datum: '2026-10-08',
          reden: 'APK',
        },
      ),
    );
    const melding = (await bell(t, hit)).meldingen[0];
    expect(melding).toMatchObject({ soort: 'onderhoud_blokkade', link: '/mijn-camper/kalender' });
    expect(melding?.tekst).toContain('APK');
    expect((await mailsTo(t, hit.email)).at(-1)?.link).toBe(`${ORIGIN}/mijn-camper/kalender`);
    expect((await bell(t, clear)).meldingen.length).toBe(before);
  });

  it('schademelding goes to the other co-owners and to admins, each with their own link', async () => {
    const camperId = await t.createCamper({ naam: 'Deukje' });
    const reporter = await t.createOwner(camperId, { naam: 'Rita' });
    const coOwner = await t.createOwner(camperId);
    await immediateTransaction(t.db, (trx) =>
      notifyDamageReport(
        trx,
        notifyContextOf({ config: t.config, appOrigin: () => ORIGIN, now: t.clock.now }),
        {
          camperId,
          reporterId: reporter.id,
          schade: 'Kras op de achterdeur',
        },
      ),
    );
    expect((await bell(t, coOwner)).meldingen[0]).toMatchObject({
      soort: 'schademelding',
      tekst: 'Rita heeft schade gemeld aan Deukje: Kras op de achterdeur',
      link: '/mijn-camper',
    });
    expect((await bell(t, admin)).meldingen[0]).toMatchObject({
      soort: 'schademelding',
      link: '/admin/dashboard/campers',
    });
    expect((await mailsTo(t, admin.email)).at(-1)?.link).toBe(`${ORIGIN}/admin/dashboard/campers`);
    expect(await kinds(t, reporter)).toEqual([]);
  });
});

describe('reading the bell', () => {
  it('marks one read, refuses someone else’s (404), and marks all read', async () => {
    const camperId = await t.createCamper();
    const owner = await t.createOwner(camperId);
    const stranger = await t.createProspect();
    for (const naam of ['A', 'B']) {
      const res = await t.request('/api/admin/documents', {
        cookie: admin.cookie,
        body: pdfForm({ camper_id: camperId, document_naam: naam }),
      });
      expect(res.status).toBe(201);
    }
    const list = await bell(t, owner);
    expect(list.ongelezen).toBe(2);
    const first = list.meldingen[0];
    if (!first) throw new Error('geen melding');
    const foreign = await t.request(`/api/me/notifications/${first.id}/read`, {
      method: 'POST',
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await readJson<ErrorBody>(foreign)).error.code).toBe('not_found');
    const unknown = await t.request('/api/me/notifications/niet-bestaand/read', {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(unknown.status).toBe(404);
    const read = await t.request(`/api/me/notifications/${first.id}/read`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(read.status).toBe(200);
    expect((await readJson<{ melding: { gelezen: boolean } }>(read)).melding.gelezen).toBe(true);
    expect((await bell(t, owner)).ongelezen).toBe(1);
    const all = await t.request('/api/me/notifications/read-all', { method: 'POST', cookie: owner.cookie });
    expect(all.status).toBe(200);
    const after = await bell(t, owner);
    expect(after.ongelezen).toBe(0);
    expect(after.meldingen.every((m) => m.gelezen)).toBe(true);
  });

  it('is for signed-in users only', async () => {
    expect((await t.request('/api/me/notifications')).status).toBe(401);
    expect((await t.request('/api/me/notifications/read-all', { method: 'POST' })).status).toBe(401);
    expect((await t.request('/api/me/notification-settings')).status).toBe(401);
  });
});

describe('mail settings', () => {
  it('start with every kind mailed', async () => {
    const user = await t.createProspect();
    const res = await t.request('/api/me/notification-settings', { cookie: user.cookie });
    const { email } = await readJson<{ email: Record<string, boolean> }>(res);
    expect(Object.values(email).every(Boolean)).toBe(true);
    expect(Object.keys(email)).toContain('schademelding');
  });

  it.each([
    ['an unknown kind', { email: { spam: false } }],
    ['a non-boolean', { email: { nieuwe_factuur: 'nee' } }],
    ['a missing email object', {}],
    ['an extra field', { email: {}, ander: 1 }],
    ['an array', { email: [] }],
    ['a string body', 'alles uit'],
  ])('refuse %s with 400 and change nothing', async (_name, json) => {
    const user = await t.createProspect();
    const res = await t.request('/api/me/notification-settings', {
      method: 'PUT',
      cookie: user.cookie,
      json,
    });
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).error.code).toBe('invalid_input');
    const after = await readJson<{ email: Record<string, boolean> }>(
      await t.request('/api/me/notification-settings', { cookie: user.cookie }),
    );
    expect(Object.values(after.email).every(Boolean)).toBe(true);
  });

  it('turns a kind back on', async () => {
    const user = await t.createProspect();
    const put = (on: boolean) =>
      t.request('/api/me/notification-settings', {
        method: 'PUT',
        cookie: user.cookie,
        json: { email: { aanmelding_afgewezen: on } },
      });
    await put(false);
    const res = await put(true);
    expect((await readJson<{ email: Record<string, boolean> }>(res)).email.aanmelding_afgewezen).toBe(true);
  });
});
