import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../src/cache/prepared.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('prepared queries', () => {
  const byNaam = prepared((db, naam: string) =>
    db.selectFrom('campers').select(['id', 'naam']).where('naam', '=', naam).where('aantal_bedden', '=', 4),
  );

  it('run with each call’s own arguments, constants kept, on every database handle', async () => {
    const a = await t.createCamper({ naam: 'Prep A', aantal_bedden: 4 });
    await t.createCamper({ naam: 'Prep B', aantal_bedden: 4 });
    await t.createCamper({ naam: 'Prep A', aantal_bedden: 2 });
    expect(await byNaam(t.db, 'Prep A')).toEqual([{ id: a, naam: 'Prep A' }]);
    expect((await byNaam(t.db, 'Prep B')).map((r) => r.naam)).toEqual(['Prep B']);
    // Hostile input stays a bound value, never SQL.
    expect(await byNaam(t.db, "x' or '1'='1")).toEqual([]);
    const other = await startTestServer();
    try {
      expect(await byNaam(other.db, 'Prep A')).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('refuses a builder that does not bind every argument', async () => {
    const broken = prepared((db, _unused: string) => db.selectFrom('campers').select('id'));
    await expect(broken(t.db, 'x')).rejects.toThrow(/bound parameter/);
  });
});
