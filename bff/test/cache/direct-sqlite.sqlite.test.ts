import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../src/cache/prepared.ts';
import { immediateTransaction } from '../../src/db/transaction.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const byNaam = prepared((db, naam: string) =>
  db.selectFrom('campers').select(['naam']).where('naam', '=', naam),
);

describe('hot reads straight on SQLite (cache/direct-sqlite.ts)', () => {
  it('never see what a still open transaction wrote; they wait for it like any query', async () => {
    const id = await t.createCamper({ naam: 'Direct Voor' });
    let reads: Array<Promise<Array<{ naam: string }>>> = [];
    await expect(
      immediateTransaction(t.db, async (trx) => {
        await trx.updateTable('campers').set({ naam: 'Direct Open' }).where('id', '=', id).execute();
        // Another request's reads while this transaction is open (through the root handle, as a route reads).
        reads = [byNaam(t.db, 'Direct Open'), byNaam(t.db, 'Direct Voor')];
        // Give the reads every chance to run now if they were not queued behind the transaction.
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await Promise.all(reads)).toEqual([[], [{ naam: 'Direct Voor' }]]);
  });

  it('see a committed write at once', async () => {
    const id = await t.createCamper({ naam: 'Direct Na' });
    await immediateTransaction(t.db, (trx) =>
      trx.updateTable('campers').set({ naam: 'Direct Gezet' }).where('id', '=', id).execute(),
    );
    expect(await byNaam(t.db, 'Direct Gezet')).toEqual([{ naam: 'Direct Gezet' }]);
  });
});
