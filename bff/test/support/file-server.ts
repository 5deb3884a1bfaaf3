import { afterAll, beforeAll } from 'vitest';
import { type Db, openPostgres } from '../../src/db/connection.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';
import { startSmtpServer, type TestSmtp } from './smtp.ts';

/**
 * What `start` makes, for the whole test file (or the surrounding describe): started in a `beforeAll` registered where
 * this is called (so the hooks registered after it see it running) and closed after the tests. The handle is filled
 * in once started; read its fields inside tests and hooks, never while tests are declared.
 */
export function startedForFile<T extends { close: () => Promise<void> }>(start: () => Promise<T>): T {
  const handle = {} as T;
  beforeAll(async () => {
    Object.assign(handle, await start());
  });
  afterAll(() => handle.close());
  return handle;
}

/**
 * One test server for the whole test file (or the surrounding describe), see {@link startedForFile}. Options given as
 * a function are read when the server starts (for a value another hook makes, like an SMTP URL).
 */
export function serverForFile(options: TestServerOptions | (() => TestServerOptions) = {}): TestServer {
  return startedForFile(() => startTestServer(typeof options === 'function' ? options() : options));
}

/**
 * {@link serverForFile} with a pool of its own (`size` connections) on the server's PostgreSQL database: what another
 * instance, or one connection alone, sees. One pair of hooks, so the pool is closed before the server drops its
 * database. Read the handles' fields inside tests and hooks.
 */
export function serverWithPoolForFile(size: number): [TestServer, { db: Db }] {
  const server = {} as TestServer;
  const pool = {} as { db: Db };
  beforeAll(async () => {
    Object.assign(server, await startTestServer());
    pool.db = openPostgres(server.databaseEnv.DATABASE_URL as string, size);
  });
  afterAll(async () => {
    await pool.db?.destroy();
    await server.close();
  });
  return [server, pool];
}

/** A real SMTP server for the file or describe, with the same life as {@link serverForFile}. */
export function smtpForFile(): TestSmtp {
  return startedForFile(startSmtpServer);
}

/**
 * {@link serverForFile} that sends its mail over a real SMTP server of its own ({@link smtpForFile}, started first) and
 * links to https://camperdeel.example, the way a deployment mails.
 */
export function mailingServerForFile(options: Omit<TestServerOptions, 'env'> = {}): {
  t: TestServer;
  smtp: TestSmtp;
} {
  const smtp = smtpForFile();
  const t = serverForFile(() => ({
    ...options,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://camperdeel.example' },
  }));
  return { t, smtp };
}

/**
 * What a file's tests share (users, campers, rows), made once in a `beforeAll` registered where this is called, so
 * after the server's. Like the server's handle it is filled in when made: read its fields inside tests and hooks.
 */
export function setUpForFile<T extends object>(make: () => Promise<T>): T {
  const handle = {} as T;
  beforeAll(async () => {
    Object.assign(handle, await make());
  });
  return handle;
}
