import type { Db } from '../db/connection.ts';

const NAME = 'signing_key';

/**
 * The signing key every instance on this database uses (signed download URLs, device cookies, calendar feeds): the
 * first instance to start stores its key (the one in DATA_DIR/signing.key), every later one adopts the stored key,
 * so two instances behind one proxy accept each other's links. SESSION_SECRET, when set, is used as given instead.
 */
export async function sharedSigningKey(db: Db, local: Buffer): Promise<Buffer> {
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
