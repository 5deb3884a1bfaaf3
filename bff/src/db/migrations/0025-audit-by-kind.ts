import { type Kysely, sql } from 'kysely';

/**
 * The Logboek filters on one kind of event exactly (docs/decisions/0085-a-logboek-for-people.md): this index hands a
 * kind's events out newest first, so a page of a rare kind and its bounded count read only that kind's rows instead
 * of walking the whole log. The same statement on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX audit_log_soort ON audit_log(soort, id)`.execute(db);
}
