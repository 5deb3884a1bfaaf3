import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Limiter } from './rate-limiter.ts';

/** Everything a request handler may use; created once per server in createApp. */
export type Deps = {
  db: Db;
  /**
   * Where the long list reads go (admin tables, searches, counts, camper lists): on SQLite the reader threads of
   * db/read-pool.ts, so they do not hold up the server's one thread. Absent (PostgreSQL, tests): `db`.
   */
  reads?: Db;
  config: Config;
  /** Injectable clock so tests can freeze "today" (Europe/Amsterdam is derived from it by packages/rules). */
  now: () => Date;
  /** Our own origin for links in mails and redirects (see mail/app-url.ts); never the request's Host. */
  appOrigin: () => string;
};

/** The handle for a long list read (Deps.reads), the server's own connection where there is no read pool. */
export function listReads(deps: Deps): Db {
  return deps.reads ?? deps.db;
}

/** The signed-in user of the current request, from a session cookie or an API token. */
export type AuthUser = {
  id: string;
  email: string;
  naam: string;
  status: 'prospect' | 'eigenaar';
  isAdmin: boolean;
  /** The camper this user co-owns (one per user), or null. */
  camperId: string | null;
  /** How the request authenticated; API tokens are for the CLI. */
  via: 'session' | 'token';
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: AuthUser | null;
    /** The server's in-memory throttle, for per-e-mail limits inside auth handlers. */
    limiter: Limiter;
    /**
     * The database version the shared throttle count read with it (PostgreSQL), for the session lookup that follows,
     * which takes it once (session-user.ts); unset on SQLite.
     */
    versionAtCount?: string | undefined;
    /**
     * The same version for the cached reads of a GET or HEAD after its session lookup (session-user.ts). Such a
     * request writes nothing those reads show (a session's renewal at most), and a value kept under a version is at
     * least as new as that version, so reading under the version of the request's start is exact.
     */
    readVersion?: string | undefined;
    /** The user an admin write concerned, when its path names something else (audit/admin-writes.ts records it). */
    auditUserId?: string | undefined;
  };
};
