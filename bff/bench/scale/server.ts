import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApiToken } from '../../src/auth/api-tokens.ts';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { type Db, openTarget } from '../../src/db/connection.ts';
import { SERVER_NODE_FLAGS } from '../../src/node-flags.ts';
import { ADMIN_EMAIL } from './generate.ts';

/** The scale bench's servers: the real server as its own process on a private copy of the data set. */

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
export const POSTGRES = process.env.DATABASE_URL;

const children: ChildProcess[] = [];

/** The server's environment on `dir` (and the copy on PostgreSQL): no demo data, no request log, no throttling. */
export function serverEnv(dir: string, target: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
    THROTTLE_READ_PER_MINUTE: '100000000',
    THROTTLE_WRITE_PER_MINUTE: '100000000',
    THROTTLE_AUTH_PER_MINUTE: '100000000',
    ...(POSTGRES ? { DATABASE_URL: target } : {}),
  };
}

/**
 * The server's own Node flags, as `npm start` passes them, and extra ones for the server process, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
 */
const NODE_ARGS = [...SERVER_NODE_FLAGS, ...(process.env.SCALE_NODE_ARGS ?? '').split(' ').filter(Boolean)];

/** Starts `node src/main.ts` and resolves once it listens, with the time that took. */
export function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; pid: number; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_ARGS, MAIN], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/http:\/\/[^\s/]+:(\d+)/)?.[1];
      if (port)
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, ms: performance.now() - started });
    });
    child.once('exit', (code) => reject(new Error(`server stopte met code ${code}`)));
  });
}

/**
 * A server stopped with SIGTERM first finishes the requests it holds, also those their clients gave up on; after
 * this long it is killed, so a held server cannot keep the run from ending.
 */
const STOP_GRACE_MS = 120_000;

export async function stopServers(): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(kill);
    }),
  );
}

/** Peak and current resident memory of a process in MB (/proc/<pid>/status). */
export function memory(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** A private copy of the cached data set for this run, so the cache stays as generated. */
export async function runCopy(
  target: string,
  key: string,
  dir: string,
): Promise<{ target: string; drop: () => Promise<void> }> {
  if (!POSTGRES) {
    copyFileSync(target, join(dir, 'camperdeel.db'));
    return { target: join(dir, 'camperdeel.db'), drop: async () => {} };
  }
  const copy = `${key}_run`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${copy}`);
  await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${key}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${copy}`;
  return {
    target: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A session cookie for a member, as the login would set it. */
export async function sessionCookie(db: Db, userId: string): Promise<string> {
  const { token } = await createSession(db, userId, new Date());
  return `${SESSION_COOKIE}=${token}`;
}

/** Sessions for the admin and the first owner of the first camper, and an admin API token for the CLI. */
export async function credentials(target: string): Promise<{ admin: string; owner: string; token: string }> {
  const db = openTarget(target);
  try {
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const owner = await db
      .selectFrom('camper_eigenaars')
      .innerJoin('campers', 'campers.id', 'camper_eigenaars.camper_id')
      .select('camper_eigenaars.user_id')
      .where('campers.naam', '=', 'Camper 00001')
      .orderBy('camper_eigenaars.user_id')
      .executeTakeFirstOrThrow();
    const { waarde } = await createApiToken(db, admin.id, 'bench:scale', new Date());
    return {
      admin: await sessionCookie(db, admin.id),
      owner: await sessionCookie(db, owner.user_id),
      token: waarde,
    };
  } finally {
    await db.destroy();
  }
}
