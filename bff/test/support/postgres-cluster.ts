/**
 * A throwaway PostgreSQL 15 cluster for the test suites (vitest globalSetup, Playwright globalSetup): Debian's
 * binaries, run as the `postgres` user because the server refuses root, on a free loopback port with trust auth,
 * durability switched off (a test cluster dies with the run). One migrated template database; every test server
 * gets its own copy (`CREATE DATABASE … TEMPLATE`, a file copy, milliseconds).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest, openPostgres } from '../../src/db/connection.ts';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const TEMPLATE_DATABASE = 'camperdeel_template';

/** Set by the global setups; the test servers read them. */
export const ENGINE_VARIABLE = 'CAMPERDEEL_TEST_ENGINE';
export const ADMIN_URL_VARIABLE = 'CAMPERDEEL_TEST_PG_URL';

export type Cluster = {
  adminUrl: string;
  port: number;
  /** The server's main process (the benchmark measures its CPU with its children's). */
  postmasterPid: () => number;
  stop: () => void;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(command: string, args: string[]): void {
  const runAs =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(runAs[0] as string, runAs[1] as string[], { stdio: 'pipe' });
}

/** Creates and starts a cluster; `stop` shuts it down and removes every file. */
export async function startCluster(): Promise<Cluster> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 ontbreekt in ${PG_BIN}: installeer het Debian-pakket postgresql.`);
  }
  const root = mkdtempSync(join(tmpdir(), 'camperdeel-pg-'));
  chmodSync(root, 0o777);
  const data = join(root, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', root]);
  // C collation: byte order, as SQLite compares text, so sorted lists agree on both engines.
  asPostgres(join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '--auth=trust',
    '--no-locale',
    '-E',
    'UTF8',
    '-U',
    'postgres',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=64MB',
  ].join(' ');
  asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-l', join(root, 'log'), '-o', options, '-w', 'start']);
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}`,
    port,
    // The first line of postmaster.pid is its process id.
    postmasterPid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** Runs statements on the cluster's `postgres` database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A new database copied from the migrated template; returns its URL. */
export async function createTestDatabase(adminUrl: string, prefix = 't'): Promise<string> {
  const name = databaseName(prefix);
  await adminQuery(adminUrl, [`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`]);
  return `${adminUrl}/${name}`;
}

/** A new database without any table (for tests of the first start); returns its URL. */
export async function createEmptyDatabase(adminUrl: string, prefix = 'e'): Promise<string> {
  const name = databaseName(prefix);
  await adminQuery(adminUrl, [`CREATE DATABASE ${name} TEMPLATE template0`]);
  return `${adminUrl}/${name}`;
}

export async function dropTestDatabase(url: string): Promise<void> {
  const cut = url.lastIndexOf('/');
  await adminQuery(url.slice(0, cut), [`DROP DATABASE IF EXISTS ${url.slice(cut + 1)} WITH (FORCE)`]);
}

export type TestEngine = 'sqlite' | 'postgres';

/**
 * The cluster's address when test servers should run on PostgreSQL: `engine` when given (Playwright's projects),
 * else what the global setup chose (vitest's PostgreSQL projects); undefined means SQLite.
 */
export function testPostgresUrl(engine?: TestEngine): string | undefined {
  const chosen = engine ?? (process.env[ENGINE_VARIABLE] === 'postgres' ? 'postgres' : 'sqlite');
  if (chosen === 'sqlite') return undefined;
  const url = process.env[ADMIN_URL_VARIABLE];
  if (!url) throw new Error('PostgreSQL gevraagd, maar geen testcluster gestart (globalSetup ontbreekt).');
  return url;
}

/**
 * For global setups: starts a cluster, migrates the template database once, and puts its address into this process's
 * environment, which the test workers (started afterwards) inherit. Which engine a test server uses is the project's
 * own `env` (vitest.postgres.config.ts): the SQLite projects share this process and must stay on SQLite.
 */
export async function startTestCluster(): Promise<() => void> {
  const cluster = await startCluster();
  try {
    await adminQuery(cluster.adminUrl, [`CREATE DATABASE ${TEMPLATE_DATABASE}`]);
    const db = openPostgres(`${cluster.adminUrl}/${TEMPLATE_DATABASE}`, 1);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
  process.env[ADMIN_URL_VARIABLE] = cluster.adminUrl;
  return cluster.stop;
}
