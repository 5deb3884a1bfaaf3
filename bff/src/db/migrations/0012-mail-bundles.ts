import { type Kysely, sql } from 'kysely';

/**
 * Booking mails to one recipient are coalesced (docs/decisions/0058-mail-coalescing.md): a queued mail names its bundle
 * (`reserveringen:<user id>`), the instant its window starts (`bundel_tot`: the mail leaves then, and the next one of
 * the bundle not before 15 minutes later) and the changes it lists (`bundel_regels`, JSON), so a later change is
 * folded into the mail that has not left yet.
 */
const statements = [
  sql`ALTER TABLE mail_queue ADD COLUMN bundel TEXT`,
  sql`ALTER TABLE mail_queue ADD COLUMN bundel_tot INTEGER`,
  sql`ALTER TABLE mail_queue ADD COLUMN bundel_regels TEXT`,
  sql`CREATE INDEX mail_queue_bundel ON mail_queue(bundel, bundel_tot)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
