import type { Db } from '../db/connection.ts';
import { type ChangeProbe, changeProbe } from './change-probe.ts';

/** Past this many keys in one version the map starts over, so unusual traffic cannot grow it without end. */
const MAX_KEYS = 10_000;

type Remembered<T> = { probe: ChangeProbe; version: string | null; values: Map<string, T> };

export type PerVersion<T, Args extends string[]> = ((db: Db, ...args: Args) => Promise<T>) & {
  /**
   * The read with a version the caller has already read in this request (the shared throttle count returns it on
   * PostgreSQL: http/throttle.ts), instead of reading it again; it was read before the load, as the rule below wants.
   * Without one (SQLite, a request that may have written) it reads the version itself.
   */
  at: (db: Db, version: string | undefined, ...args: Args) => Promise<T>;
};

/**
 * The handles connection.ts opens. A transaction's own handle (immediateTransaction's `trx`) is never one of them:
 * what it reads may include its own uncommitted writes, and it lives for one request, so it always loads.
 */
const roots = new WeakSet<Db>();

export function rememberPerVersion(db: Db): void {
  roots.add(db);
}

/** NUL never occurs in an id or in the other keys used, so no two argument lists share a key. */
const keyOf = (args: readonly string[]) => args.join('\u0000');

/**
 * Values read from the database remembered per key (the arguments after `db`) for as long as the database version
 * stays the same (change-probe.ts: on SQLite `total_changes()` + `data_version`, a few µs; on PostgreSQL the shared
 * `data_version` row, one small read instead of the joins it saves), moved by every write of anyone: this process,
 * the CLI, another process or instance; so a write is seen on the very next read. The version is read before the
 * value, so a value is only ever kept under a version at least as old as itself.
 */
export function perVersion<T, Args extends string[]>(
  load: (db: Db, ...args: Args) => Promise<T>,
): PerVersion<T, Args> {
  const caches = new WeakMap<Db, Remembered<T>>();
  /** The cache of a root handle, made on first use; none for a transaction's handle. */
  const cacheOf = (db: Db): Remembered<T> | undefined => {
    if (!roots.has(db)) return undefined;
    let cache = caches.get(db);
    if (!cache) {
      cache = { probe: changeProbe(db), version: null, values: new Map() };
      caches.set(db, cache);
    }
    return cache;
  };
  const under = async (db: Db, cache: Remembered<T>, version: string, args: Args): Promise<T> => {
    if (version !== cache.version) {
      cache.version = version;
      cache.values.clear();
    }
    const key = keyOf(args);
    if (cache.values.has(key)) return cache.values.get(key) as T;
    const value = await load(db, ...args);
    // Only under the version read before it (another request may have moved the cache on meanwhile).
    if (cache.version === version) {
      if (cache.values.size >= MAX_KEYS) cache.values.clear();
      cache.values.set(key, value);
    }
    return value;
  };
  const read = async (db: Db, ...args: Args): Promise<T> => {
    const cache = cacheOf(db);
    return cache ? under(db, cache, await cache.probe(), args) : load(db, ...args);
  };
  const at = async (db: Db, version: string | undefined, ...args: Args): Promise<T> => {
    if (version === undefined) return read(db, ...args);
    const cache = cacheOf(db);
    return cache ? under(db, cache, version, args) : load(db, ...args);
  };
  return Object.assign(read, { at });
}
