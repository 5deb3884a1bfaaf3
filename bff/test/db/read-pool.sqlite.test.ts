import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/db/connection.ts';
import { openReadPool } from '../../src/db/read-pool.ts';

/**
 * The reader threads of src/db/read-pool.ts read the server's SQLite file over their own connections: the same
 * answers as the server's connection, every committed row at once, no writes, and a long read on one thread
 * leaves the others (and the server's own thread) free.
 */
const dir = mkdtempSync(join(tmpdir(), 'camperdeel-reads-'));
const file = join(dir, 'camperdeel.db');
let db: Db;
let reads: Db;

/** A read that takes a while on whatever thread runs it: a recursive count to `n`. */
const slowCount = (on: Db, n: number) =>
  sql<{ n: number }>`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${n})
    SELECT count(*) AS n FROM c`.execute(on);

beforeAll(async () => {
  db = openDatabase(file).db;
  await sql`CREATE TABLE namen (id INTEGER PRIMARY KEY, naam TEXT NOT NULL)`.execute(db);
  await sql`INSERT INTO namen (naam) VALUES ('Zoë Schäfer'), ('Anton'), ('Émile')`.execute(db);
  reads = openReadPool(file, 2);
});

afterAll(async () => {
  await reads.destroy();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the read pool', () => {
  it('answers as the server connection does, with the same fold function', async () => {
    const query = (on: Db) =>
      sql<{ naam: string; gevouwen: string }>`SELECT naam, camperdeel_fold(naam) AS gevouwen FROM namen
        WHERE camperdeel_fold(naam) LIKE ${'%zoe%'} OR id = ${2} ORDER BY id`.execute(on);
    const fromPool = await query(reads);
    expect(fromPool.rows).toEqual([
      { naam: 'Zoë Schäfer', gevouwen: 'zoe schafer' },
      { naam: 'Anton', gevouwen: 'anton' },
    ]);
    expect(fromPool.rows).toEqual((await query(db)).rows);
  });

  it('sees a row as soon as the server connection has committed it', async () => {
    await db
      .insertInto('namen' as never)
      .values({ naam: 'Nieuw' } as never)
      .execute();
    const found = await sql<{ n: number }>`SELECT count(*) AS n FROM namen WHERE naam = 'Nieuw'`.execute(
      reads,
    );
    expect(found.rows[0]?.n).toBe(1);
  });

  it('refuses a write and changes nothing', async () => {
    await expect(sql`DELETE FROM namen`.execute(reads)).rejects.toThrow(/only statements that read/);
    await expect(sql`INSERT INTO namen (naam) VALUES ('x')`.execute(reads)).rejects.toThrow();
    const left = await sql<{ n: number }>`SELECT count(*) AS n FROM namen`.execute(db);
    expect(left.rows[0]?.n).toBe(4);
    await expect(reads.transaction().execute(async () => undefined)).rejects.toThrow(/no transactions/);
  });

  it("passes SQLite's own error and code on", async () => {
    await expect(sql`SELECT * FROM bestaat_niet`.execute(reads)).rejects.toMatchObject({
      message: expect.stringMatching(/no such table/),
      code: 'SQLITE_ERROR',
    });
  });

  it('keeps answering quick reads while a long read runs on another thread', async () => {
    // Both threads started (they start on first use), so the test times reads, not a thread's start.
    await Promise.all([slowCount(reads, 100_000), slowCount(reads, 100_000)]);
    const order: string[] = [];
    const long = slowCount(reads, 3_000_000).then(() => order.push('long'));
    // The server's own thread is free meanwhile: a timer fires, and quick reads are answered by the other thread.
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let i = 0; i < 3; i++) {
      await sql`SELECT naam FROM namen WHERE id = ${1}`.execute(reads);
      order.push('quick');
    }
    await long;
    expect(order).toEqual(['quick', 'quick', 'quick', 'long']);
  });
});
