import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';

/** Everything a request handler may use; created once per server in createApp. */
export type Deps = {
  db: Db;
  config: Config;
  /** Injectable clock so tests can freeze "today" (Europe/Amsterdam is derived from it by packages/rules). */
  now: () => Date;
};

/** The signed-in user of the current request, from a session cookie or an API token. */
export type AuthUser = {
  id: string;
  email: string;
  naam: string;
  status: 'prospect' | 'eigenaar';
  isAdmin: boolean;
  /** How the request authenticated; API tokens are for the CLI. */
  via: 'session' | 'token';
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: AuthUser | null;
  };
};
