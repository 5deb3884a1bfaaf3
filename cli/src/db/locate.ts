import { join, resolve } from 'node:path';

/**
 * The database the local commands work on, found as the BFF finds it: --database (a file or a postgres:// URL), else
 * DATABASE_URL (PostgreSQL), else DATABASE_PATH, else DATA_DIR/camperdeel.db with DATA_DIR defaulting to ./data
 * (relative to the current folder).
 */
export function locateDatabase(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (option) return isPostgresTarget(option) ? option : resolve(option);
  if (env.DATABASE_URL) return env.DATABASE_URL;
  if (env.DATABASE_PATH) return resolve(env.DATABASE_PATH);
  return resolve(join(env.DATA_DIR || './data', 'camperdeel.db'));
}

export function isPostgresTarget(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

/** How a database is named in messages: a URL without its password. */
export function shownDatabase(target: string): string {
  return target.replace(/^(postgres(?:ql)?:\/\/[^:/@]+):[^@]*@/, '$1:***@');
}
