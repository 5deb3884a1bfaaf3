import { publicCamperSchema } from '@camperdeel/rules/schemas/camper';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { camperView, findCamperRow, publicCamperJson } from '../../src/modules/campers/view.ts';
import { serverForFile } from '../support/file-server.ts';

let camperId: string;

const t = serverForFile();
beforeAll(async () => {
  camperId = await t.createCamper({ naam: 'Lekvrij', nummerplaat: 'AB-123-C', polisnummer: 'POL-1' });
  // A column someone adds later, holding something that must never reach anonymous visitors.
  await sql`ALTER TABLE campers ADD COLUMN interne_notitie TEXT`.execute(t.db);
  await sql`UPDATE campers SET interne_notitie = 'geheim' WHERE id = ${camperId}`.execute(t.db);
});

const PUBLIC_KEYS = Object.keys(publicCamperSchema.shape).sort();

describe('the public camper is parsed with the public response schema', () => {
  it('drops a column added to the table from the anonymous list, and the private ones with it', async () => {
    const res = await t.request('/api/public/campers');
    expect(res.status).toBe(200);
    const { campers } = (await res.json()) as { campers: Record<string, unknown>[] };
    const camper = campers.find((c) => c.id === camperId);
    expect(camper).toBeDefined();
    expect(Object.keys(camper ?? {}).sort()).toEqual(PUBLIC_KEYS);
    expect(JSON.stringify(campers)).not.toContain('geheim');
    expect(JSON.stringify(campers)).not.toContain('AB-123-C');
  });

  it('the mapper strips an extra key of the row itself, for the public audience of a signed-in user too', async () => {
    const row = await findCamperRow(t.db, camperId);
    if (!row) throw new Error('camper missing');
    expect(row).toHaveProperty('interne_notitie', 'geheim');
    const extra = { ...row, nog_een_kolom: 'lek' };
    for (const view of [publicCamperJson(extra), camperView(extra, 'public')]) {
      expect(Object.keys(view).sort()).toEqual(PUBLIC_KEYS);
    }
    const full = camperView(extra, 'full');
    expect(full).toMatchObject({ nummerplaat: 'AB-123-C', polisnummer: 'POL-1' });
    expect(full).not.toHaveProperty('interne_notitie');
    expect(full).not.toHaveProperty('prijs_cent');
  });
});
