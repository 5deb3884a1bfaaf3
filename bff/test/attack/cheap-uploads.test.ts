/**
 * Uploads must stay cheap for the server: an image that declares more than 40 megapixels is refused from its header,
 * before any decoding, and each member has a small hourly photo budget, counted in the database so every instance
 * on it shares it.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { postCamperFile } from '../support/camper-files.ts';
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import { pdfBytes, pngBytes, uploadForm } from '../support/files.ts';
import { pngBomb } from '../support/hostile-images.ts';
import { type ErrorBody, readJson, type TestUser } from '../support/server.ts';

const t = serverForFile();
const w = setUpForFile(async () => ({ admin: await t.createAdmin(), camperId: await t.createCamper() }));

function profilePhoto(user: TestUser, bytes: Uint8Array, name = 'foto.png'): Promise<Response> {
  return t.request('/api/me/profile/photo', {
    method: 'POST',
    cookie: user.cookie,
    body: uploadForm(bytes, name),
  });
}

describe('images above 40 megapixels are refused before decoding', () => {
  for (const [width, height] of [
    [10_000, 10_000],
    [7_000, 7_000],
    [40_001, 1_000],
  ] as const) {
    it(`a PNG header claiming ${width}×${height} is a Dutch 413, at once`, async () => {
      const bomb = pngBomb(width, height);
      const user = await t.createProspect();
      const start = performance.now();
      const res = await profilePhoto(user, bomb, 'bom.png');
      expect(res.status).toBe(413);
      const error = (await readJson<ErrorBody>(res)).error;
      expect(error).toEqual({
        code: 'image_too_large',
        message: 'Deze afbeelding heeft te veel pixels (maximaal 40 megapixel).',
      });
      // The header is read in microseconds; the bound only has to tell that from a decode, also on a busy
      // two-core machine (a truncated pixel stream that were decoded would also fail with another code).
      expect(performance.now() - start).toBeLessThan(5_000);
      const camper = await postCamperFile(t, w.admin, w.camperId, {
        veld: 'detailfoto',
        name: 'bom.png',
        bytes: bomb,
      });
      expect(camper.status).toBe(413);
    });
  }
});

describe('photo uploads have a budget per member: 60 an hour', () => {
  it('the 61st photo within the hour is a Dutch 429, for every photo route of that member; others are not hit', async () => {
    const owner = await t.createOwner(w.camperId);
    const other = await t.createOwner(w.camperId);
    const png = pngBytes();
    for (let i = 0; i < 60; i++) {
      const res = await profilePhoto(owner, png);
      expect(res.status, `upload ${i + 1}`).toBe(200);
    }
    const refused = await profilePhoto(owner, png);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson<ErrorBody>(refused)).error).toMatchObject({
      code: 'photo_budget_exceeded',
      message: "Je hebt het afgelopen uur al 60 foto's geüpload. Probeer het later opnieuw.",
    });
    // A handover photo counts in the same budget (refused before the reservation is even looked up).
    const body = new FormData();
    body.append('moment', 'ophalen');
    body.append('km_stand', '1000');
    body.append('foto', new Blob([png]), 'foto.png');
    const handover = await t.request(
      '/api/owner/reservations/00000000-0000-4000-8000-000000000000/handovers',
      { cookie: owner.cookie, body },
    );
    expect(handover.status).toBe(429);
    expect((await readJson<ErrorBody>(handover)).error.code).toBe('photo_budget_exceeded');
    // Another member still uploads.
    expect((await profilePhoto(other, png)).status).toBe(200);
    // The count is in the database (shared by every instance), not in this process.
    const rows = await t.db
      .selectFrom('throttle_counters')
      .select(['key', 'count'])
      .where('key', 'like', 'budget:photo:%')
      .execute();
    expect(rows.map((r) => Number(r.count)).sort((a, b) => b - a)[0]).toBeGreaterThan(60);
  });

  it("an admin's camper photos count, PDFs do not", async () => {
    // A fresh admin: the refused bombs above counted in the first one's budget (an upload is counted before decoding).
    const beheerder = await t.createAdmin();
    const png = pngBytes();
    const upload = (bytes: Uint8Array, name: string, veld: string) =>
      postCamperFile(t, beheerder, w.camperId, { veld, name, bytes });
    for (let i = 0; i < 60; i++) expect((await upload(png, 'foto.png', 'hoofdfoto')).status).toBe(200);
    expect((await upload(png, 'foto.png', 'hoofdfoto')).status).toBe(429);
    expect((await upload(pdfBytes(), 'brochure.pdf', 'pdf')).status).toBe(200);
  });
});
