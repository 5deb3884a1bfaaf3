import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { engineOf } from '../db/dialect.ts';

const NAME = 'signing_key';

/**
 * The signing key every instance on this database uses (signed download URLs, device cookies, calendar feeds, the
 * sealed links of waiting mails). SESSION_SECRET, when set, is used as given instead.
 *
 * SQLite: the database file lives in one data folder, and the key file beside it (DATA_DIR/signing.key, 0600) is the
 * only copy. The database never holds it, so a copy of the database alone can neither open a sealed mail nor rebuild a
 * feed URL; a key an older version stored there is removed (secure_delete zeroes the page, the checkpoint empties
 * the WAL).
 *
 * PostgreSQL: instances with their own data folders share one database, so the first instance stores its key and
 * every later one adopts it, and they accept each other's links. Whoever can read that database can read the key:
 * set SESSION_SECRET on every instance to keep it out (docs/deploy.md).
 */
export async function sharedSigningKey(db: Db, local: Buffer): Promise<Buffer> {
  if (engineOf(db) === 'sqlite') {
    const removed = await db.deleteFrom('server_secrets').where('naam', '=', NAME).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return local;
  }
  await db
    .insertInto('server_secrets')
    .values({ naam: NAME, waarde: local.toString('base64') })
    .onConflict((oc) => oc.column('naam').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('waarde')
    .where('naam', '=', NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.waarde, 'base64');
}
