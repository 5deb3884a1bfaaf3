import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '@camperdeel/bff/db/connection';
import { sql } from 'kysely';
import { CliError } from '../errors.ts';

/** File name of a PostgreSQL database inside a backup folder (pg_dump's custom format). */
export const POSTGRES_DUMP = 'camperdeel.pgdump';

/**
 * pg_dump/pg_restore must be at least the server's major version: Debian's PostgreSQL 15 tools by default, PG_BIN to
 * point elsewhere, else whatever is on PATH.
 */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter((d): d is string => Boolean(d));
  for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  return name;
}

import { shownDatabase } from './locate.ts';

function run(name: 'pg_dump' | 'pg_restore', args: string[]): string {
  try {
    return execFileSync(tool(name), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new CliError(
      `${name} mislukt: ${stderr || (error instanceof Error ? error.message : String(error))}`,
    );
  }
}

/**
 * One consistent snapshot of the whole database (pg_dump runs in one repeatable-read transaction while the servers
 * keep writing), in the custom format; checked by listing it with pg_restore. Returns 'ok' or the problem.
 */
export function dumpPostgres(url: string, file: string): string {
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  const listing = run('pg_restore', ['--list', file]);
  return /TABLE DATA public users/.test(listing) ? 'ok' : 'de dump bevat geen gebruikers-tabel';
}

/** Refuses a database that already holds tables: a restore never mixes two data sets or overwrites a live one. */
async function assertEmpty(url: string): Promise<void> {
  const db = openPostgres(url, 1);
  try {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) {
      throw new CliError(
        `De database ${shownDatabase(url)} is niet leeg. Herstel alleen in een lege database (maak een nieuwe aan); er is niets gewijzigd.`,
      );
    }
  } finally {
    await db.destroy();
  }
}

/** Loads a dump into an empty database, all or nothing (one transaction, stop at the first error). */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await assertEmpty(url);
  run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}
