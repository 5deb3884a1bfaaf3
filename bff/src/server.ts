import type { AddressInfo } from 'node:net';
import { ERRORS } from '@camperdeel/rules/errors';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { sharedSigningKey } from './auth/signing-key.ts';
import { type Config, databaseTarget, parseConfig, prepareDataDir } from './config.ts';
import { type Db, migrateToLatest, openTarget } from './db/connection.ts';
import { refreshPlannerStatistics } from './db/planner-statistics.ts';
import { startPruning } from './db/prune.ts';
import { openReadPool } from './db/read-pool.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { errorBody } from './http/api-error.ts';
import { createRateLimiter } from './http/rate-limiter.ts';
import { ownOrigin } from './mail/app-url.ts';
import { startMailQueue } from './mail/mailer.ts';
import { tellAllDueCare } from './modules/care/notices.ts';
import { remindOverdueInvoices } from './modules/invoices/reminders.ts';
import { allocateDueRounds } from './modules/rounds/due.ts';
import { startRepeating } from './schedule/repeating.ts';
import { hasDemoAccounts, seedIfEmpty } from './seed/demo.ts';
import { StartupError } from './startup-error.ts';

const ROUND_TIMING = { firstAfterMs: 5_000, everyMs: 15 * 60_000 };
const REMINDER_TIMING = { firstAfterMs: 20_000, everyMs: 60 * 60_000 };
const CARE_TIMING = { firstAfterMs: 10_000, everyMs: 60 * 60_000 };
/** The planner's statistics are gathered at start, then checked every hour as the tables grow. */
const STATISTICS_TIMING = { firstAfterMs: 60 * 60_000, everyMs: 60 * 60_000 };

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
  /**
   * Resolves once the mail queued so far has been handed over (outbox file written or SMTP accepted) or has failed
   * and waits for its retry. Mail is delivered after the answer (docs/decisions/0037-api-speed.md), so a reader of the
   * outbox awaits this first.
   */
  drainMail: () => Promise<void>;
  close: () => Promise<void>;
};

type App = ReturnType<typeof createApp>;

function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): StartupError {
  if (error.code === 'EADDRINUSE') {
    return new StartupError(
      `Poort ${port} is al in gebruik; stop het andere programma of kies een andere PORT.`,
    );
  }
  if (error.code === 'EACCES') {
    return new StartupError(`Geen toegang tot poort ${port}; kies een PORT boven 1023.`);
  }
  return new StartupError(
    `Kan niet luisteren op ${host}:${port} (${error.code ?? error.message}); controleer HOST en PORT.`,
  );
}

/**
 * Starts a complete server (migrated database, API, web) — used by main.ts, the e2e harness and CLI tests.
 * Order matters: validate every variable, then take the port, and only then create anything in DATA_DIR, so a
 * mistake leaves no half-made data folder behind. Until the app is ready, requests get 503 `server_starting`.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const parsed = parseConfig(options.env ?? process.env);
  const now = options.now ?? (() => new Date());
  let app: App | null = null;
  // Hono's listener, as @hono/node-server's serve() installs it; the port is taken before the app exists.
  const server = createAdaptorServer({
    fetch: (request, bindings) => {
      if (app) return app.fetch(request, bindings);
      const starting = ERRORS.server_starting;
      return Response.json(errorBody('server_starting', starting.message), {
        status: starting.status,
        headers: { 'Retry-After': '2' },
      });
    },
    hostname: parsed.host,
  });
  server.listen(parsed.port, parsed.host);
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(listenFailure(error, parsed.host, parsed.port));
    server.once('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const stopListening = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      // Keep-alive connections would hold close() open until they time out.
      if ('closeAllConnections' in server) server.closeAllConnections();
    });

  let config: Config;
  let db: Db | undefined;
  let seeded: boolean;
  try {
    config = prepareDataDir(parsed);
    const opened = openTarget(databaseTarget(config));
    db = opened;
    const local = config;
    const locked = await withStartupLock(
      databaseTarget(config),
      async () => {
        await migrateToLatest(opened);
        await refreshPlannerStatistics(opened);
        const signingKey = parsed.sessionSecret
          ? local.signingKey
          : await sharedSigningKey(opened, local.signingKey);
        const ready = { ...local, signingKey };
        return { ready, seeded: await seedIfEmpty(opened, ready, now()) };
      },
      opened,
    );
    config = locked.ready;
    seeded = locked.seeded;
  } catch (error) {
    await db?.destroy();
    await stopListening();
    throw error;
  }
  const origin = ownOrigin(config.publicUrl, config.host, port);
  const mailQueue = startMailQueue({ db, config, now });
  const pruning = startPruning(db, config.prune, now);
  // Opened after the migrations: a reader thread's connection sees the finished schema.
  const reads =
    config.databaseUrl === undefined && config.sqliteReaders > 0
      ? openReadPool(config.databasePath, config.sqliteReaders)
      : undefined;
  const deps = { db, reads, config, now, appOrigin: () => origin };
  // A round past its closing day is allocated by the server itself: soon after a start, then within the hour.
  const rounds = startRepeating('round allocation', ROUND_TIMING, async () => {
    await allocateDueRounds(deps);
  });
  // An unpaid invoice past its due date is reminded to its owner once: soon after a start, then every hour.
  const reminders = startRepeating('invoice reminders', REMINDER_TIMING, async () => {
    await remindOverdueInvoices(deps);
  });
  // A care item falls due by the calendar alone: checked soon after a start, then every hour.
  const care = startRepeating('care reminders', CARE_TIMING, async () => {
    await tellAllDueCare(deps);
  });
  const statistics = startRepeating('planner statistics', STATISTICS_TIMING, () =>
    refreshPlannerStatistics(deps.db),
  );
  app = createApp(deps, createRateLimiter(db));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    db,
    seeded,
    demo: seeded || (config.seedDemo && (await hasDemoAccounts(db))),
    drainMail: () => mailQueue.drain(),
    close: async () => {
      await stopListening();
      await mailQueue.stop();
      await pruning.stop();
      await rounds.stop();
      await reminders.stop();
      await care.stop();
      await statistics.stop();
      await reads?.destroy();
      await db.destroy();
    },
  };
}
