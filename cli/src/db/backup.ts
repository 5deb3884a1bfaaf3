import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { isPostgresUrl, openDatabase } from '@camperdeel/bff/db/connection';
import { CliError } from '../errors.ts';
import { shownDatabase } from './locate.ts';
import { dumpPostgres, POSTGRES_DUMP, restorePostgres } from './postgres-backup.ts';

export type BackupResult = {
  folder: string;
  bytes: number;
  files: number;
  integrity: string;
  signingKey: boolean;
};

const DATABASE_FILE = 'camperdeel.db';
const STORAGE = 'storage';
const SIGNING_KEY = 'signing.key';

/** Copies a folder tree; files 0600 and folders 0700 (a backup holds members' invoices and the signing key). */
function copyTree(from: string, to: string): number {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  chmodSync(to, 0o700);
  let files = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) files += copyTree(source, target);
    else if (entry.isFile()) {
      try {
        copyFileSync(source, target);
      } catch (error) {
        // Deleted by the running server between listing and copying: it is no longer part of the data.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      chmodSync(target, 0o600);
      files++;
    }
  }
  return files;
}

/** A copy whose integrity check fails is never kept as a backup, in a folder or as one file. */
function requireIntactCopy(integrity: string): void {
  if (integrity !== 'ok') {
    throw new CliError(
      `De kopie is niet in orde (integrity_check: ${integrity}); er is geen back-up opgeslagen.`,
    );
  }
}

/** What a failed backup says: its own Dutch message, or what went wrong underneath after "Back-up mislukt". */
function backupFailed(error: unknown): CliError {
  if (error instanceof CliError) return error;
  return new CliError(`Back-up mislukt: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * A complete backup of a data folder into a new folder: the database through SQLite's online backup API
 * (better-sqlite3's `.backup()`, one consistent snapshot while the server keeps writing; made self-contained and
 * checked with PRAGMA integrity_check), then `storage/` (uploaded files are written once under new names, so a copy
 * taken after the snapshot holds every file the snapshot names) and `signing.key`. Built in a temporary folder next
 * to the target and renamed only when complete; readable by the owner only (0700 folders, 0600 files).
 */
export async function backupDataFolder(
  databasePath: string,
  dataDir: string,
  target: string,
): Promise<BackupResult> {
  const postgres = isPostgresUrl(databasePath);
  if (!postgres && !existsSync(databasePath)) throw new CliError(`Database niet gevonden: ${databasePath}`);
  if (existsSync(target)) throw new CliError(`${target} bestaat al; kies een nieuwe map voor de back-up.`);
  const temp = `${target}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true, mode: 0o700 });
  chmodSync(temp, 0o700);
  try {
    const dbFile = join(temp, postgres ? POSTGRES_DUMP : DATABASE_FILE);
    let integrity: string;
    if (postgres) {
      integrity = dumpPostgres(databasePath, dbFile);
    } else {
      integrity = await copySqlite(databasePath, dbFile);
    }
    requireIntactCopy(integrity);
    chmodSync(dbFile, 0o600);
    const { files, signingKey } = copyFiles(dataDir, temp);
    renameSync(temp, target);
    return {
      folder: target,
      bytes: statSync(join(target, postgres ? POSTGRES_DUMP : DATABASE_FILE)).size,
      files,
      integrity,
      signingKey,
    };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw backupFailed(error);
  }
}

/** A target named like a database file (`db backup kopie.db`, docs/product/cli.md#cli-architecture-8's `<file>`): that file alone. */
export function namesDatabaseFile(target: string): boolean {
  return /\.(db|sqlite3?)$/i.test(target);
}

/**
 * The database alone as one SQLite file (docs/product/cli.md#cli-architecture-8: `db backup <file>`), online and consistent like the
 * folder backup's copy, checked, readable by the owner only, put in place only when complete. It holds no uploaded
 * files and no signing key: the folder backup does.
 */
export async function backupDatabaseFile(
  databasePath: string,
  target: string,
): Promise<{ file: string; bytes: number; integrity: string }> {
  if (isPostgresUrl(databasePath)) {
    throw new CliError('Een .db-bestand is een SQLite-back-up; geef voor PostgreSQL een mapnaam.');
  }
  if (!existsSync(databasePath)) throw new CliError(`Database niet gevonden: ${databasePath}`);
  if (existsSync(target)) throw new CliError(`${target} bestaat al; kies een nieuw bestand voor de back-up.`);
  const temp = `${target}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  try {
    const integrity = await copySqlite(databasePath, temp);
    requireIntactCopy(integrity);
    chmodSync(temp, 0o600);
    renameSync(temp, target);
    return { file: target, bytes: statSync(target).size, integrity };
  } catch (error) {
    rmSync(temp, { force: true });
    throw backupFailed(error);
  }
}

/**
 * Puts a backup made by backupDataFolder into an empty (or not yet existing) data folder: a folder that holds
 * anything is refused, so a restore never mixes two data sets or overwrites a live one. The database is checked
 * before it is put in place. A PostgreSQL backup (camperdeel.pgdump) goes into the empty database `databaseUrl`
 * names (DATABASE_URL); its files into the data folder as usual.
 */
export async function restoreDataFolder(
  backup: string,
  dataDir: string,
  databaseUrl?: string,
): Promise<{ files: number; signingKey: boolean }> {
  const dump = join(backup, POSTGRES_DUMP);
  if (existsSync(dump)) {
    if (!databaseUrl) {
      throw new CliError(
        `${backup} is een back-up van PostgreSQL; geef DATABASE_URL met een lege database om in te herstellen.`,
      );
    }
    assertEmptyFolder(dataDir);
    await restorePostgres(dump, databaseUrl);
    return copyFiles(backup, dataDir);
  }
  if (databaseUrl) {
    throw new CliError(
      `${backup} is een back-up van een SQLite-bestand; herstel die zonder DATABASE_URL (niet in ${shownDatabase(databaseUrl)}).`,
    );
  }
  const dbFile = join(backup, DATABASE_FILE);
  if (!existsSync(dbFile)) {
    throw new CliError(`${backup} is geen back-up van Camperdeel: ${DATABASE_FILE} ontbreekt.`);
  }
  assertEmptyFolder(dataDir);
  const restored = join(dataDir, DATABASE_FILE);
  copyFileSync(dbFile, restored);
  chmodSync(restored, 0o600);
  // Checked on the copy, so the backup itself is only read.
  const integrity = checkIntegrity(restored);
  if (integrity !== 'ok') {
    for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw new CliError(
      `De database in de back-up is niet in orde (integrity_check: ${integrity}); er is niets hersteld.`,
    );
  }
  return copyFiles(backup, dataDir);
}

/** A restore never mixes two data sets: the data folder must be empty (or not exist yet); it is created 0700. */
function assertEmptyFolder(dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new CliError(
      `De map ${dataDir} is niet leeg. Herstel alleen in een lege map (stop de server en kies een nieuwe DATA_DIR); er is niets gewijzigd.`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/** storage/ and signing.key from one folder into another: a data folder into a backup, or a backup back. */
function copyFiles(from: string, to: string): { files: number; signingKey: boolean } {
  const storage = join(from, STORAGE);
  const files = existsSync(storage) ? copyTree(storage, join(to, STORAGE)) : 0;
  const key = join(from, SIGNING_KEY);
  const signingKey = existsSync(key);
  if (signingKey) {
    copyFileSync(key, join(to, SIGNING_KEY));
    chmodSync(join(to, SIGNING_KEY), 0o600);
  }
  return { files, signingKey };
}

/**
 * An online, consistent copy of the SQLite database into `file`, readable by the owner only; returns 'ok' or the
 * problems its integrity check reports. The folder backup and the single-file backup make the same copy.
 */
async function copySqlite(databasePath: string, file: string): Promise<string> {
  const { db, sqlite } = openDatabase(databasePath);
  try {
    privateEmptyFile(file);
    await sqlite.backup(file, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    await db.destroy();
  }
  return finishCopy(file);
}

/**
 * The copy's file, made 0600 before SQLite writes into it (SQLite keeps an existing file's mode), so the members'
 * data is never readable by others, not even for the moment before the final chmod.
 */
function privateEmptyFile(path: string): void {
  writeFileSync(path, '', { mode: 0o600 });
}

/** Makes the copy one standalone file and returns 'ok' or the problems PRAGMA integrity_check reports. */
function finishCopy(file: string): string {
  const { sqlite } = openDatabase(file);
  try {
    sqlite.pragma('journal_mode = DELETE');
    return integrityOf(sqlite);
  } finally {
    sqlite.close();
  }
}

function checkIntegrity(file: string): string {
  const { sqlite } = openDatabase(file);
  try {
    return integrityOf(sqlite);
  } finally {
    sqlite.close();
  }
}

function integrityOf(sqlite: { pragma: (source: string) => unknown }): string {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).join('; ');
}
