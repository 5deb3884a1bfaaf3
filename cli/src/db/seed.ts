import { dirname } from 'node:path';
import { loadConfig } from '@camperdeel/bff/config';
import { migrateToLatest, openTarget } from '@camperdeel/bff/db/connection';
import { isDatabaseEmpty, type SeedSummary, seedDemo } from '@camperdeel/bff/seed/demo';
import { DEMO_LOGINS } from '@camperdeel/bff/seed/demo-data';

export type SeedOutcome =
  | { seeded: false }
  | { seeded: true; summary: SeedSummary; logins: typeof DEMO_LOGINS };

/**
 * Puts the demo data set into an empty database, exactly as the server does on its first start; a database that
 * already has users is left alone. Generated files go to DATA_DIR/storage, where the server serves them from;
 * without DATA_DIR that is the database's own folder.
 */
export async function seedDatabase(databasePath: string, env: NodeJS.ProcessEnv): Promise<SeedOutcome> {
  const postgres = /^postgres(ql)?:\/\//.test(databasePath);
  const config = loadConfig({
    ...env,
    DATA_DIR: env.DATA_DIR || (postgres ? './data' : dirname(databasePath)),
    ...(postgres ? { DATABASE_URL: databasePath } : { DATABASE_PATH: databasePath }),
  });
  const db = openTarget(config.databaseUrl ?? config.databasePath);
  try {
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) return { seeded: false };
    const summary = await seedDemo(db, config, new Date());
    return { seeded: true, summary, logins: DEMO_LOGINS };
  } finally {
    await db.destroy();
  }
}
