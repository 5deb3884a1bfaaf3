import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { engineOf } from '../../src/db/dialect.ts';
import { FOLD_FROM, foldText } from '../../src/db/fold.ts';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

test('the database folds a text exactly as the server does, on either engine', async () => {
  const texts = [
    FOLD_FROM,
    'Zoë Ångström-Müller',
    'FRANÇOIS@Example.NL',
    'Łódka Ærø Œuvre',
    'plain ascii 42',
    '',
  ];
  for (const text of texts) {
    const row = await sql<{ folded: string }>`SELECT camperdeel_fold(${text}) AS folded`.execute(t.db);
    expect(row.rows[0]?.folded).toBe(foldText(text));
  }
  expect(foldText('Zoë Ångström-Müller')).toBe('zoe angstrom-muller');
  expect(foldText('Łódka Ærø Œuvre')).toBe('lodka aro ouvre');
});

test('the mail queue and the bell keep no full-text index on SQLite, where each change of it held other requests', async () => {
  if (engineOf(t.db) === 'postgres') {
    // PostgreSQL keeps its trigram indexes (written off the event loop) where pg_trgm exists.
    const indexes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_indexes
      WHERE indexname IN ('zoek_mail_queue', 'zoek_meldingen')`.execute(t.db);
    const trgm = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(t.db);
    expect(indexes.rows[0]?.n).toBe(trgm.rows[0]?.n === 1 ? 2 : 0);
    return;
  }
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name LIKE 'zoek_%'`.execute(
    t.db,
  );
  const names = tables.rows.map((row) => row.name);
  expect(names).not.toContain('zoek_mail_queue');
  expect(names).not.toContain('zoek_meldingen_fts');
  expect(names).toContain('zoek_profiles_fts');
});
