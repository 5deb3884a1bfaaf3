import { join, resolve } from 'node:path';

/**
 * The database file the local commands work on, found as the BFF finds it: --database, else DATABASE_PATH, else
 * DATA_DIR/camperdeel.db with DATA_DIR defaulting to ./data (relative to the current folder).
 */
export function locateDatabase(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (option) return resolve(option);
  if (env.DATABASE_PATH) return resolve(env.DATABASE_PATH);
  return resolve(join(env.DATA_DIR || './data', 'camperdeel.db'));
}
