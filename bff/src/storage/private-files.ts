import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * The data folder holds the database, its WAL, mails with live links, members' files and the signing key: only the
 * user the server runs as may read any of it. Every writer passes these modes explicitly, and the process umask makes
 * anything a library creates (SQLite's WAL and SHM files) private as well.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Files and folders created from now on get no group or other bits, whatever the caller forgets. */
export function restrictUmask(): void {
  // A worker thread (the test runner's) cannot change the process umask; the explicit modes still hold there.
  if (isMainThread) process.umask(0o077);
}

/** Creates a folder (and its missing parents) readable by the owner only. */
export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR });
}

/**
 * Creates an empty file 0600 when it does not exist yet, so a library that opens it afterwards (SQLite) keeps that
 * mode; SQLite gives its WAL, SHM and journal files the database file's mode.
 */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE));
}

/**
 * Takes the group and other bits away from `root` and, when `below`, everything under it (the owner's own bits stay;
 * links are not followed; a missing path is skipped). Returns how many entries were tightened; one that is not ours
 * to change is left as it is.
 */
export function tightenTree(root: string, below = true): number {
  let tightened = 0;
  const visit = (path: string, depth: number): void => {
    let info: ReturnType<typeof lstatSync>;
    try {
      info = lstatSync(path);
    } catch {
      return;
    }
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) {
      try {
        chmodSync(path, info.mode & 0o700);
        tightened += 1;
      } catch {
        // Not ours (another user's file in a shared folder): nothing we may change.
      }
    }
    if (info.isDirectory() && below && depth < 64) {
      let names: string[] = [];
      try {
        names = readdirSync(path);
      } catch {
        return;
      }
      for (const name of names) visit(join(path, name), depth + 1);
    }
  };
  visit(root, 0);
  return tightened;
}
