import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectError, type Json, json } from '../shared-use/helpers.ts';
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import { fieldsForm, pdfBytes, pngBytes, uploadForm } from '../support/files.ts';
import type { TestUser } from '../support/server.ts';

const NOW = new Date('2027-03-10T10:00:00Z');

const t = serverForFile({ now: NOW });

const w = setUpForFile(async () => {
  const admin = await t.createAdmin();
  const camperId = await t.createCamper({ naam: 'Kostenbus' });
  const anna = await t.createOwner(camperId, { naam: 'Anna' });
  const bert = await t.createOwner(camperId, { naam: 'Bert' });
  const carla = await t.createOwner(camperId, { naam: 'Carla' });
  const stranger = await t.createOwner(await t.createCamper({ naam: 'Elders' }), { naam: 'Olga' });
  return { admin, camperId, anna, bert, carla, stranger };
});

function addCost(owner: TestUser, body: Json) {
  return t.request('/api/owner/costs', { cookie: owner.cookie, json: body });
}

/** The cost as stored, for a test that only needs it to exist. */
async function addedCost(owner: TestUser, body: Json): Promise<Json> {
  return (await json(await addCost(owner, body))).kosten as Json;
}

function deleteCost(who: TestUser, id: unknown) {
  return t.request(`/api/owner/costs/${id}`, { method: 'DELETE', cookie: who.cookie });
}

async function saldi(owner: TestUser, jaar = 2027): Promise<Record<string, number>> {
  const answer = await json(await t.request(`/api/owner/costs?jaar=${jaar}`, { cookie: owner.cookie }));
  const list = answer.saldi as { naam: string; saldo: number }[];
  expect(list.reduce((acc, s) => acc + s.saldo, 0)).toBe(0);
  return Object.fromEntries(list.map((s) => [s.naam, s.saldo]));
}

describe('shared costs of one camper', () => {
  it('splits a cost equally in whole cents, the rest to the lowest user ids, and the saldi add up to zero', async () => {
    const res = await addCost(w.anna, {
      omschrijving: 'Band',
      bedrag: 10000,
      datum: '2027-03-01',
      verdeling: 'gelijk',
    });
    expect(res.status).toBe(201);
    const kosten = (await json(res)).kosten as Json;
    expect(kosten).toMatchObject({
      bedrag_centen: 10000,
      betaald_door: w.anna.id,
      verdeling: 'gelijk',
      bon_url: null,
    });
    const parts = (kosten.aandelen as { user_id: string; bedrag_centen: number }[]).map(
      (a) => a.bedrag_centen,
    );
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10000);
    expect([...parts].sort()).toEqual([3333, 3333, 3334]);
    const lowest = [w.anna.id, w.bert.id, w.carla.id].sort()[0];
    expect((kosten.aandelen as Json[]).find((a) => a.user_id === lowest)?.bedrag_centen).toBe(3334);
    const s = await saldi(w.bert);
    expect(s.Anna).toBe(10000 - (lowest === w.anna.id ? 3334 : 3333));
  });

  it('only me changes no balance; shares split by ratio', async () => {
    const before = await saldi(w.anna);
    expect(
      (
        await addCost(w.bert, {
          omschrijving: 'Eigen koffie',
          bedrag: 450,
          datum: '2027-03-02',
          verdeling: 'alleen_ik',
        })
      ).status,
    ).toBe(201);
    expect(await saldi(w.anna)).toEqual(before);
    const res = await addCost(w.carla, {
      omschrijving: 'Veerpont',
      bedrag: 9000,
      datum: '2027-03-03',
      verdeling: { [w.anna.id]: 2, [w.carla.id]: 1 },
    });
    expect(res.status).toBe(201);
    const aandelen = ((await json(res)).kosten as Json).aandelen as Json[];
    expect(aandelen.map((a) => [a.naam, a.bedrag_centen])).toEqual(
      expect.arrayContaining([
        ['Anna', 6000],
        ['Carla', 3000],
      ]),
    );
    expect(aandelen).toHaveLength(2);
    const after = await saldi(w.bert);
    expect(after.Anna).toBe((before.Anna ?? 0) - 6000);
    expect(after.Carla).toBe((before.Carla ?? 0) + 6000);
  });

  it('refuses bad amounts and splits with a Dutch 422, and changes nothing', async () => {
    const before = await saldi(w.anna);
    for (const bedrag of [12.5, '1250', -100, 0, 1e12, null, true]) {
      await expectError(
        await addCost(w.anna, { omschrijving: 'X', bedrag, datum: '2027-03-04', verdeling: 'gelijk' }),
        422,
        'invalid_amount',
      );
    }
    for (const verdeling of [
      'half',
      [],
      {},
      { [w.anna.id]: 1.5 },
      { [w.anna.id]: -1 },
      { [w.anna.id]: '1' },
    ]) {
      await expectError(
        await addCost(w.anna, { omschrijving: 'X', bedrag: 100, datum: '2027-03-04', verdeling }),
        422,
        'invalid_split',
      );
    }
    const message = await expectError(
      await addCost(w.anna, {
        omschrijving: 'X',
        bedrag: 100,
        datum: '2027-03-04',
        verdeling: { [w.stranger.id]: 1 },
      }),
      422,
      'not_coowner',
    );
    expect(message).toMatch(/mede-eigenaren/);
    await expectError(
      await addCost(w.anna, { omschrijving: 'X', bedrag: 100, datum: '2027-02-30', verdeling: 'gelijk' }),
      400,
      'invalid_input',
    );
    expect(await saldi(w.anna)).toEqual(before);
    expect(
      (await addCost(w.admin, { omschrijving: 'X', bedrag: 1, datum: '2027-03-04', verdeling: 'gelijk' }))
        .status,
    ).toBe(403);
  });

  it('settles between two co-owners until everyone is back at zero', async () => {
    const before = await saldi(w.anna);
    // Only to another owner of the camper, and only a positive amount.
    const refused = [
      [w.stranger, 10, 'not_coowner'],
      [w.anna, 10, 'not_coowner'],
      [w.bert, -1, 'invalid_amount'],
    ] as const;
    for (const [to, bedrag, code] of refused) {
      await expectError(
        await t.request('/api/owner/costs/settle', {
          cookie: w.anna.cookie,
          json: { aan_user_id: to.id, bedrag },
        }),
        422,
        code,
      );
    }
    // Whoever is below zero pays whoever is above until all are quits.
    const people = { Anna: w.anna, Bert: w.bert, Carla: w.carla } as Record<string, TestUser>;
    let current = before;
    for (let round = 0; round < 3; round += 1) {
      const debtor = Object.keys(current).find((n) => (current[n] ?? 0) < 0);
      const creditor = Object.keys(current).find((n) => (current[n] ?? 0) > 0);
      if (!debtor || !creditor) break;
      const bedrag = Math.min(-(current[debtor] ?? 0), current[creditor] ?? 0);
      const res = await t.request('/api/owner/costs/settle', {
        cookie: people[debtor]?.cookie,
        json: { aan_user_id: people[creditor]?.id, bedrag },
      });
      expect(res.status).toBe(201);
      expect((await json(res)).verrekening).toMatchObject({ bedrag_centen: bedrag, datum: '2027-03-10' });
      current = await saldi(w.anna);
    }
    expect(Object.values(current)).toEqual([0, 0, 0]);
  });

  it('keeps a receipt that only the camper owners and admins can read', async () => {
    const form = uploadForm(pdfBytes('Bon'), 'bon.pdf', {
      omschrijving: 'Olie',
      bedrag: '2599',
      datum: '2027-03-05',
      verdeling: JSON.stringify({ [w.anna.id]: 1, [w.bert.id]: 1 }),
    });
    const res = await t.request('/api/owner/costs', { cookie: w.bert.cookie, body: form });
    expect(res.status).toBe(201);
    const kosten = (await json(res)).kosten as Json;
    expect(kosten.bon_url).toBe(`/api/owner/costs/${kosten.id}/receipt`);
    for (const who of [w.anna, w.admin]) {
      const link = await t.request(String(kosten.bon_url), { cookie: who.cookie });
      expect(link.status).toBe(302);
      const file = await t.request(link.headers.get('location') ?? '', { cookie: who.cookie });
      expect(file.status).toBe(200);
    }
    await expectError(
      await t.request(String(kosten.bon_url), { cookie: w.stranger.cookie }),
      404,
      'cost_not_found',
    );
    const wrongType = uploadForm(pngBytes(), 'bon.pdf', {
      omschrijving: 'X',
      bedrag: '1',
      datum: '2027-03-05',
      verdeling: 'gelijk',
    });
    expect((await t.request('/api/owner/costs', { cookie: w.bert.cookie, body: wrongType })).status).toBe(
      415,
    );
    const noFile = fieldsForm({
      omschrijving: 'Tol',
      bedrag: '12,50',
      datum: '2027-03-05',
      verdeling: 'gelijk',
    });
    await expectError(
      await t.request('/api/owner/costs', { cookie: w.bert.cookie, body: noFile }),
      422,
      'invalid_amount',
    );
  });

  it('lets only the payer or an admin delete a cost', async () => {
    const kosten = await addedCost(w.anna, {
      omschrijving: 'Fout',
      bedrag: 300,
      datum: '2027-03-06',
      verdeling: 'gelijk',
    });
    const before = await saldi(w.anna);
    await expectError(await deleteCost(w.bert, kosten.id), 403, 'cost_not_payer');
    await expectError(await deleteCost(w.stranger, kosten.id), 404, 'cost_not_found');
    expect((await deleteCost(w.anna, kosten.id)).status).toBe(200);
    expect(await saldi(w.anna)).not.toEqual(before);
    const other = await addedCost(w.bert, {
      omschrijving: 'Ook fout',
      bedrag: 300,
      datum: '2027-03-06',
      verdeling: 'alleen_ik',
    });
    expect((await deleteCost(w.admin, other.id)).status).toBe(200);
  });

  it('lists a year and exports it as CSV with a BOM and semicolons', async () => {
    const list = await json(await t.request('/api/owner/costs?jaar=2026', { cookie: w.anna.cookie }));
    expect(list.kosten).toEqual([]);
    await expectError(
      await t.request('/api/owner/costs?jaar=abc', { cookie: w.anna.cookie }),
      400,
      'invalid_input',
    );
    const res = await t.request('/api/owner/costs/export?jaar=2027', { cookie: w.anna.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Datum;Soort;Omschrijving;Betaald door;Bedrag');
    expect(text).toContain('2027-03-01;Kosten;Band;Anna;100,00');
  });

  it('keeps an erased member’s costs with the camper under an anonymous name, still adding up to zero', async () => {
    const camper = await t.createCamper({ naam: 'Wisbus' });
    const [dirk, eva] = [
      await t.createOwner(camper, { naam: 'Dirk' }),
      await t.createOwner(camper, { naam: 'Eva' }),
    ];
    await addCost(dirk, { omschrijving: 'Banden', bedrag: 2000, datum: '2027-03-07', verdeling: 'gelijk' });
    const exported = await json(await t.request('/api/me/export', { cookie: dirk.cookie }));
    expect(((exported.kosten as Json).betaald as Json[])[0]).toMatchObject({ bedrag_centen: 2000 });
    // A former owner with money still to get stays in the list until it is settled.
    const removal = `/api/admin/campers/${camper}/owners/${dirk.id}`;
    expect((await t.request(removal, { method: 'DELETE', cookie: w.admin.cookie })).status).toBe(200);
    expect((await saldi(eva)).Dirk).toBe(1000);
    expect(
      (await t.request(`/api/admin/users/${dirk.id}`, { method: 'DELETE', cookie: w.admin.cookie })).status,
    ).toBe(200);
    const list = await json(await t.request('/api/owner/costs', { cookie: eva.cookie }));
    expect((list.kosten as Json[])[0]).toMatchObject({ betaald_door_naam: 'Verwijderd lid' });
    expect(list.saldi).toEqual(
      expect.arrayContaining([
        { user_id: dirk.id, naam: 'Verwijderd lid', saldo: 1000 },
        { user_id: eva.id, naam: 'Eva', saldo: -1000 },
      ]),
    );
  });

  it('removes a receipt from disk when its camper is deleted after its last owner left', async () => {
    const camper = await t.createCamper({ naam: 'Sloopbus' });
    const fien = await t.createOwner(camper, { naam: 'Fien' });
    const form = uploadForm(pdfBytes('Bon'), 'bon.pdf', {
      omschrijving: 'Sloop',
      bedrag: '500',
      datum: '2027-03-08',
      verdeling: 'gelijk',
    });
    expect((await t.request('/api/owner/costs', { cookie: fien.cookie, body: form })).status).toBe(201);
    const receipts = () => readdirSync(join(t.config.storageDir, 'bonnetjes'), { recursive: true });
    const before = receipts().length;
    const removal = `/api/admin/campers/${camper}/owners/${fien.id}`;
    expect((await t.request(removal, { method: 'DELETE', cookie: w.admin.cookie })).status).toBe(200);
    const deleted = await t.request(`/api/admin/campers/${camper}`, {
      method: 'DELETE',
      cookie: w.admin.cookie,
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(receipts().length).toBe(before - 1);
  });
});
