import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedFetch } from '../support/contract.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/** Owner assignment raced across two server processes that share one SQLite file (BEGIN IMMEDIATE across processes). */

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

let t: TestServer;
let child: ChildProcess;
let second: string;

async function spawnServer(): Promise<string> {
  child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: t.dataDir,
      ...t.databaseEnv,
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      THROTTLE_READ_PER_MINUTE: '100000',
      THROTTLE_WRITE_PER_MINUTE: '100000',
      THROTTLE_AUTH_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts prints the origin it listens on (HOST 127.0.0.1 here, localhost for 0.0.0.0).
      const match = output.match(/draait op http:\/\/[^:]+:(\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server stopped (${code}): ${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  t = await startTestServer();
  second = await spawnServer();
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  await t.close();
});

function assign(base: string, admin: TestUser, camperId: string, userId: string) {
  return checkedFetch(`${base}/api/admin/campers/${camperId}/owners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ user_id: userId }),
  }).then((res) => res.status);
}

describe('owner assignment across two processes', () => {
  it('fills the last slot exactly once, whichever process each admin reaches', async () => {
    const admins = [await t.createAdmin(), await t.createAdmin()];
    for (let round = 0; round < 3; round++) {
      const camperId = await t.createCamper({ aantal_sloten_eigenaars: 2 });
      await t.createOwner(camperId);
      const contenders = await Promise.all(Array.from({ length: 8 }, () => t.createProspect()));
      const statuses = await Promise.all(
        contenders.map((user, i) =>
          assign(i % 2 === 0 ? t.url : second, admins[i % 2] as TestUser, camperId, user.id),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      const owners = await t.db
        .selectFrom('camper_eigenaars')
        .select('user_id')
        .where('camper_id', '=', camperId)
        .execute();
      expect(owners).toHaveLength(2);
    }
  });

  it('never gives one user two campers', async () => {
    const admin = await t.createAdmin();
    const campers = await Promise.all([1, 2, 3, 4].map(() => t.createCamper()));
    const user = await t.createProspect();
    const statuses = await Promise.all(
      campers.map((camperId, i) => assign(i % 2 === 0 ? t.url : second, admin, camperId, user.id)),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    const owned = await t.db
      .selectFrom('camper_eigenaars')
      .select('camper_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(owned).toHaveLength(1);
  });
});
