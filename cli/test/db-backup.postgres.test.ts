/**
 * `camperdeel db backup/restore` on PostgreSQL (DATABASE_URL): pg_dump's snapshot plus storage/ and signing.key, and a
 * restore that only goes into an empty database and an empty data folder. The restored database carries what the
 * migrations made beyond tables: the append-only trigger on audit_log and the identity of audit_log.id.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '@camperdeel/bff/db/connection';
import { startServer } from '@camperdeel/bff/server';
import { startTestServer, type TestServer } from '@camperdeel/bff/test/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  dropTestDatabase,
  testPostgresUrl,
} from '../../bff/test/support/postgres-cluster.ts';
import { runCli, tempFolder } from './support/cli.ts';

let t: TestServer;
const folder = tempFolder('camperdeel-pg-backup-');
const databases: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
  for (const url of databases) await dropTestDatabase(url);
  folder.remove();
});

describe('db backup and restore on PostgreSQL', () => {
  it('dumps the live database with storage/ and signing.key, restores only into empty targets, and the copy serves', async () => {
    const url = t.databaseEnv.DATABASE_URL ?? '';
    expect(url).toMatch(/^postgres:\/\//);
    const user = await t.createProspect({ email: 'bewaar@pg-backup.nl' });
    await t.db
      .insertInto('audit_log')
      .values({
        actor_id: user.id,
        actor_naam: 'Bewaar',
        soort: 'test',
        doel: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    mkdirSync(join(t.dataDir, 'storage', 'facturen'), { recursive: true });
    writeFileSync(join(t.dataDir, 'storage', 'facturen', 'a.pdf'), '%PDF-1.4 bewaar');

    const target = join(folder.dir, 'backup');
    const env = { DATABASE_URL: url, DATA_DIR: t.dataDir };
    const made = await runCli(['db', 'backup', target], { env });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      new RegExp(
        `^Back-up gemaakt in ${target}: database \\d+ KB \\(integriteitscontrole: ok\\), 1 bestand uit storage/, signing\\.key\\.\\n$`,
      ),
    );
    expect(existsSync(join(target, 'camperdeel.pgdump'))).toBe(true);
    for (const name of readdirSync(target)) {
      const mode = statSync(join(target, name)).mode & 0o777;
      expect(mode === 0o600 || mode === 0o700, name).toBe(true);
    }

    // Into the live (non-empty) database: refused, nothing changed; the password never appears in messages.
    const busy = await runCli(['db', 'restore', target, '--data-dir', join(folder.dir, 'leeg-1')], { env });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('is niet leeg');
    // A PostgreSQL backup without DATABASE_URL: a clear refusal instead of a half restore.
    const withoutUrl = await runCli(['db', 'restore', target, '--data-dir', join(folder.dir, 'leeg-2')]);
    expect(withoutUrl.code).toBe(1);
    expect(withoutUrl.stderr).toContain('DATABASE_URL');

    const admin = testPostgresUrl() ?? '';
    const fresh = await createEmptyDatabase(admin);
    databases.push(fresh);
    const dataDir = join(folder.dir, 'hersteld');
    const restored = await runCli(['db', 'restore', target, '--data-dir', dataDir], {
      env: { DATABASE_URL: fresh },
    });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(existsSync(join(dataDir, 'storage', 'facturen', 'a.pdf'))).toBe(true);

    const copy = openPostgres(fresh, 1);
    try {
      const found = await copy
        .selectFrom('users')
        .select('id')
        .where('email', '=', user.email)
        .executeTakeFirst();
      expect(found?.id).toBe(user.id);
      await expect(sql`DELETE FROM audit_log`.execute(copy)).rejects.toThrow(/append-only/);
      const next = await copy
        .insertInto('audit_log')
        .values({
          actor_id: null,
          actor_naam: null,
          soort: 'na-herstel',
          doel: null,
          created_at: '2026-01-02T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(1);
    } finally {
      await copy.destroy();
    }

    // A server on the restored database and folder accepts the old session and signs with the old key.
    const server = await startServer({
      env: {
        DATABASE_URL: fresh,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        LOG_REQUESTS: '0',
      },
    });
    try {
      expect(server.config.signingKey.equals(t.config.signingKey)).toBe(true);
      const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: user.cookie } });
      expect(me.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
