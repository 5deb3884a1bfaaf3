import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { openDatabase } from '@camperdeel/bff/db/connection';
import { CliError } from '../errors.ts';

export type BackupResult = { file: string; bytes: number; integrity: string };

/**
 * Copies a live database with SQLite's online backup API (better-sqlite3's `.backup()`) into a temporary file next
 * to the target, turns the copy into a self-contained file (journal_mode DELETE), checks it with
 * PRAGMA integrity_check and only then gives it its final name. The server may keep writing meanwhile: in WAL
 * mode the copy reads one consistent snapshot, and asking for every page in one step avoids the restart the
 * backup API does when another connection writes between steps.
 */
export async function backupDatabase(source: string, target: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new CliError(`Database niet gevonden: ${source}`);
  if (existsSync(target)) throw new CliError(`Het bestand ${target} bestaat al; kies een andere naam.`);
  const temp = `${target}.${process.pid}.tmp`;
  const { db, sqlite } = openDatabase(source);
  try {
    await sqlite.backup(temp, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } catch (error) {
    removeWithSidecars(temp);
    throw new CliError(`Back-up mislukt: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await db.destroy();
  }
  const integrity = finishCopy(temp);
  if (integrity !== 'ok') {
    removeWithSidecars(temp);
    throw new CliError(
      `De kopie is niet in orde (integrity_check: ${integrity}); er is geen back-up opgeslagen.`,
    );
  }
  renameSync(temp, target);
  return { file: target, bytes: statSync(target).size, integrity };
}

/** Makes the copy one standalone file and returns 'ok' or the problems PRAGMA integrity_check reports. */
function finishCopy(file: string): string {
  const { sqlite } = openDatabase(file);
  try {
    sqlite.pragma('journal_mode = DELETE');
    return checkIntegrityOf(sqlite);
  } finally {
    sqlite.close();
  }
}

function checkIntegrityOf(sqlite: { pragma: (source: string) => unknown }): string {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).join('; ');
}

function removeWithSidecars(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
}
