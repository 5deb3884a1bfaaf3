import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { form, PDF, upload } from '../admin/fixtures.ts';
import { startChildServer } from '../support/child-server.ts';
import { grantCredits } from '../support/credits.ts';
import { looseEntries } from '../support/file-modes.ts';
import { startTestServer } from '../support/server.ts';

/**
 * Another user of the host must not read the data folder: the database with its WAL, mails holding live links, the
 * members' files and the signing key. A folder left readable by an older version (0755/0644) is tightened at start
 * with one log line, and what the server writes afterwards (database, mail, upload) is owner-only too: in a test
 * process without the server's umask, so the explicit modes are what is checked.
 */
const scratch = mkdtempSync(join(tmpdir(), 'camperdeel-modes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const NOW = new Date('2026-12-20T12:00:00Z');

/** An operator's own file in the data folder: not ours, so its mode is left as it is. */
const FOREIGN = 'eigen-script.sh';

/** The entries under the data folder with a mode other than 0700/0600, the operator's own file aside. */
function looseInDataFolder(dataDir: string): string[] {
  return looseEntries(dataDir, (path) => path.endsWith(FOREIGN));
}

/** A data folder as an older version left it: everything readable by every user of the host. */
function looseDataFolder(name: string): string {
  const dataDir = join(scratch, name);
  mkdirSync(join(dataDir, 'storage', 'documenten'), { recursive: true });
  mkdirSync(join(dataDir, 'outbox'), { recursive: true });
  writeFileSync(join(dataDir, 'signing.key'), randomBytes(32).toString('base64'));
  writeFileSync(join(dataDir, 'storage', 'documenten', 'oud.pdf'), PDF);
  writeFileSync(join(dataDir, 'outbox', 'oud.json'), '{}\n');
  writeFileSync(join(dataDir, FOREIGN), '#!/bin/sh\n', { mode: 0o755 });
  chmodSync(join(dataDir, FOREIGN), 0o755);
  for (const dir of [dataDir, join(dataDir, 'storage'), join(dataDir, 'storage', 'documenten')])
    chmodSync(dir, 0o755);
  chmodSync(join(dataDir, 'outbox'), 0o755);
  for (const file of ['signing.key', 'storage/documenten/oud.pdf', 'outbox/oud.json'])
    chmodSync(join(dataDir, file), 0o644);
  return dataDir;
}

test('a loose data folder is tightened at start with one log line; database, mail and uploads stay owner-only', async () => {
  const dataDir = looseDataFolder('in-process');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const t = await startTestServer({ now: NOW, env: { DATA_DIR: dataDir } });
  const lines = warn.mock.calls
    .map((call) => String(call[0]))
    .filter((line) => line.includes('aangescherpt'));
  warn.mockRestore();
  try {
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'warn', dataDir, aangescherpt: 7 });
    expect(looseInDataFolder(dataDir)).toEqual([]);
    expect(lstatSync(join(dataDir, FOREIGN)).mode & 0o777).toBe(0o755);

    // A mail into the outbox, an upload into storage/, a reservation through the database and its WAL.
    const admin = await t.createAdmin();
    const reset = await t.request('/api/auth/password-reset', { json: { email: admin.email } });
    expect(reset.status).toBe(202);
    await t.drainMail();
    expect(readdirSync(join(dataDir, 'outbox')).length).toBe(2);
    const camperId = await t.createCamper();
    const uploaded = await upload(
      t,
      admin,
      'POST',
      '/api/admin/documents',
      form({ camper_id: camperId, document_naam: 'Kenteken' }, { name: 'kenteken.pdf', bytes: PDF }),
    );
    expect(uploaded.status).toBe(201);
    const owner = await t.createOwner(camperId);
    await grantCredits(t, owner.id, { jaar: 2027, hoog: 0, laag: 5, now: NOW });
    const reserved = await t.request('/api/owner/reservations', {
      cookie: owner.cookie,
      json: { dagen: ['2027-03-01', '2027-03-02'] },
    });
    expect(reserved.status).toBe(201);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['camperdeel.db', 'camperdeel.db-wal']));
    expect(looseInDataFolder(dataDir)).toEqual([]);
  } finally {
    await t.close();
  }

  // Nothing left to tighten: the next start says nothing.
  const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const again = await startTestServer({ env: { DATA_DIR: dataDir } });
  const more = quiet.mock.calls.filter((call) => String(call[0]).includes('aangescherpt'));
  quiet.mockRestore();
  await again.close();
  expect(more).toEqual([]);
});

test('the real server process (node bff/src/main.ts) on a loose data folder leaves nothing readable by others', async () => {
  const dataDir = looseDataFolder('child');
  const server = await startChildServer({ DATA_DIR: dataDir, SEED_DEMO: '0', NODE_ENV: 'test' });
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const names = readdirSync(dataDir);
    expect(names).toEqual(
      expect.arrayContaining(['camperdeel.db', 'camperdeel.db-wal', 'camperdeel.db-shm']),
    );
    expect(looseInDataFolder(dataDir)).toEqual([]);
  } finally {
    await server.stop();
  }
  // A child process compiles the server before it listens: on a busy machine that takes longer than a test's default.
}, 120_000);
