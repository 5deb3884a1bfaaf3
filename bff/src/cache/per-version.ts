import type { Db } from '../db/connection.ts';
import { engineOf } from '../db/dialect.ts';
import { type ChangeProbe, changeProbe } from './change-probe.ts';

/** Past this many keys in one version the map starts over, so unusual traffic cannot grow it without end. */
const MAX_KEYS = 10_000;

type Remembered<T> = { probe: ChangeProbe; version: string | null; values: Map<string, T> };

/**
 * On SQLite, values read from the database remembered per key (the arguments after `db`) for as long as the database version stays the same
 * (change-probe.ts: `total_changes()` + `data_version`, a few µs, moved by every write of anyone: this process, the
 * CLI, another process on the file), so a write is seen on the very next read. The version is read before the value,
 * so a value is only ever kept under a version at least as old as itself. On PostgreSQL `load` runs every time: its
 * probe hashes whole tables, which costs more than the reads this is for.
 */
export function perVersion<T, Args extends string[]>(
  load: (db: Db, ...args: Args) => Promise<T>,
): (db: Db, ...args: Args) => Promise<T> {
  const caches = new WeakMap<Db, Remembered<T>>();
  return async (db, ...args) => {
    if (engineOf(db) !== 'sqlite') return load(db, ...args);
    let cache = caches.get(db);
    if (!cache) {
      cache = { probe: changeProbe(db, []), version: null, values: new Map() };
      caches.set(db, cache);
    }
    const version = await cache.probe();
    if (version !== cache.version) {
      cache.version = version;
      cache.values.clear();
    }
    // NUL never occurs in an id or in the other keys used, so no two argument lists share a key.
    const key = args.join('\u0000');
    if (cache.values.has(key)) return cache.values.get(key) as T;
    const value = await load(db, ...args);
    // Only under the version read before it (another request may have moved the cache on meanwhile).
    if (cache.version === version) {
      if (cache.values.size >= MAX_KEYS) cache.values.clear();
      cache.values.set(key, value);
    }
    return value;
  };
}
