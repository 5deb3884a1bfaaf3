import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Db, migrateToLatest, openDatabase } from './db/connection.ts';
import { ownOrigin } from './mail/app-url.ts';
import { startMailQueue } from './mail/mailer.ts';
import { hasDemoAccounts, seedIfEmpty } from './seed/demo.ts';

export type StartOptions = {
  /** Environment-style overrides (PORT, DATA_DIR, ...); validated like the real environment. */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
};

export type RunningServer = {
  url: string;
  port: number;
  config: Config;
  /** The server's own database handle (tests read and arrange state through it). */
  db: Db;
  /** True when the demo data was seeded now. */
  seeded: boolean;
  /** True when the demo accounts exist (seeded now or before): main.ts prints their logins. */
  demo: boolean;
  close: () => Promise<void>;
};

/** Starts a complete server (migrated database, API, web) — used by main.ts, the e2e harness and CLI tests. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env);
  const now = options.now ?? (() => new Date());
  const { db } = openDatabase(config.databasePath);
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, config, now());
  const mailQueue = startMailQueue({ db, config, now });
  // PORT=0 listens on a free port: the origin is known only once listening, before the first request arrives.
  let origin = ownOrigin(config.publicUrl, config.host, config.port);
  const app = createApp({ db, config, now, appOrigin: () => origin });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  origin = ownOrigin(config.publicUrl, config.host, port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    db,
    seeded,
    demo: seeded || (config.seedDemo && (await hasDemoAccounts(db))),
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await mailQueue.stop();
      await db.destroy();
    },
  };
}
