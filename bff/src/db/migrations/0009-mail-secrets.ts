import { type Kysely, sql } from 'kysely';

/**
 * The mail queue no longer keeps a mailed link's secret readable: a waiting mail's full text moves into `versleuteld`
 * (encrypted with the server key, mail/sealed-mail.ts) and the readable columns hold it with the secret replaced.
 * Mails that were already handed over (or gave up) lose their secret here; one still waiting keeps it until the
 * queue delivers it and redacts it then (this migration has no server key to encrypt it with).
 */
const LINK_SECRET = /([?&](?:reset|bevestig|uitnodiging)=)[^\s&"'<>]+/g;

function redact(text: string | null): string | null {
  return text === null ? null : text.replace(LINK_SECRET, '$1[verwijderd]');
}

type Row = { id: string; tekst: string; html: string | null; link: string | null };

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_queue ADD COLUMN versleuteld TEXT`.execute(db);
  const rows = await sql<Row>`
    SELECT id, tekst, html, link FROM mail_queue WHERE status <> 'wachtend' AND link IS NOT NULL`.execute(db);
  for (const row of rows.rows) {
    const tekst = redact(row.tekst) ?? '';
    const html = redact(row.html);
    const link = redact(row.link);
    if (tekst === row.tekst && html === row.html && link === row.link) continue;
    await sql`UPDATE mail_queue SET tekst = ${tekst}, html = ${html}, link = ${link} WHERE id = ${row.id}`.execute(
      db,
    );
  }
}
