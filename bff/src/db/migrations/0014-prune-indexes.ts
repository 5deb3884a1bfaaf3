import { type Kysely, sql } from 'kysely';

/**
 * Old rows are pruned by age (db/prune.ts): sent and failed mails by status and age, read notifications by age.
 * These indexes let each pruning statement find its rows without reading the whole table.
 */
const statements = [
  sql`CREATE INDEX mail_queue_status_created ON mail_queue(status, created_at)`,
  sql`CREATE INDEX meldingen_read_created ON meldingen(gelezen, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
