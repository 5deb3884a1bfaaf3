import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';

/**
 * Erasure pseudonymises the audit log (docs/decisions/0056-erasure-pseudonyms.md): the events stay, the erased person's
 * name and e-mail in them are replaced by their pseudonym. The database still refuses every DELETE and every UPDATE
 * that changes what happened (id, soort, actor_id, doel, created_at); it allows only an actor name that becomes a
 * `verwijderd-…` pseudonym and details that carry one.
 */
const SQLITE = [
  sql`DROP TRIGGER audit_log_no_update`,
  sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    WHEN NEW.id IS NOT OLD.id OR NEW.soort IS NOT OLD.soort OR NEW.actor_id IS NOT OLD.actor_id
      OR NEW.doel IS NOT OLD.doel OR NEW.created_at IS NOT OLD.created_at
      OR (NEW.actor_naam IS NOT OLD.actor_naam AND coalesce(NEW.actor_naam, '') NOT LIKE 'verwijderd-%')
      OR (NEW.details IS NOT OLD.details AND NEW.details NOT LIKE '%verwijderd-%')
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
];

const POSTGRES = [
  sql`DROP TRIGGER audit_log_no_update ON audit_log`,
  sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW
    WHEN (NEW.id IS DISTINCT FROM OLD.id OR NEW.soort IS DISTINCT FROM OLD.soort
      OR NEW.actor_id IS DISTINCT FROM OLD.actor_id OR NEW.doel IS DISTINCT FROM OLD.doel
      OR NEW.created_at IS DISTINCT FROM OLD.created_at
      OR (NEW.actor_naam IS DISTINCT FROM OLD.actor_naam AND coalesce(NEW.actor_naam, '') NOT LIKE 'verwijderd-%')
      OR (NEW.details IS DISTINCT FROM OLD.details AND NEW.details NOT LIKE '%verwijderd-%'))
    EXECUTE FUNCTION audit_log_no_update()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = engineOf(db) === 'postgres' ? POSTGRES : SQLITE;
  for (const statement of statements) await statement.execute(db);
}
