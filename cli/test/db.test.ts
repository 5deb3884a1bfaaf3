import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '@camperdeel/bff/db/connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli, tempFolder } from './support/cli.ts';
import { type CliTestContext, startCliTest } from './support/server.ts';

describe('db commands on a fresh data folder', () => {
  const folder = tempFolder('camperdeel-cli-db-');
  afterAll(() => folder.remove());
  const dataDir = join(folder.dir, 'data');
  const env = { DATA_DIR: dataDir };

  it('db migrate finds DATA_DIR/camperdeel.db, creates the schema, and a second run has nothing to do', async () => {
    const first = await runCli(['db', 'migrate'], { env });
    expect(first.stderr).toBe('');
    const file = join(dataDir, 'camperdeel.db');
    expect(first.stdout).toMatch(new RegExp(`^Database ${file} bijgewerkt: \\d+ migratie\\(s\\) uitgevoerd`));
    const second = await runCli(['db', 'migrate', '--database', file]);
    expect(second.stdout).toBe(`Database ${file} is al bijgewerkt.\n`);
  });

  it('db seed fills an empty database with the demo and prints the logins; a second run adds nothing', async () => {
    const seedDir = join(folder.dir, 'demo');
    const first = await runCli(['db', 'seed'], { env: { DATA_DIR: seedDir } });
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^Demo-gegevens gezet in .*: \d+ campers, \d+ gebruikers/);
    expect(first.stdout).toContain('Beheerder: admin@camperdeel.nl / ');
    expect(existsSync(join(seedDir, 'storage'))).toBe(true);
    const second = await runCli(['db', 'seed'], { env: { DATA_DIR: seedDir } });
    expect(second).toMatchObject({ code: 0 });
    expect(second.stdout).toContain('heeft al gebruikers: er zijn geen demo-gegevens toegevoegd.');
  });

  it('db create-admin reads the password from stdin and refuses weak passwords and taken e-mails', async () => {
    const args = ['db', 'create-admin', '--email', 'Eerste@Camperdeel.nl', '--naam', 'Eerste beheerder'];
    const weak = await runCli(args, { env, input: 'welkom123\n' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toBe('Fout: Dit wachtwoord is te makkelijk te raden. Kies een ander wachtwoord.\n');
    const made = await runCli(args, { env, input: 'een-lang-geheim\n' });
    expect(made.stderr).toBe('');
    expect(made.stdout).toBe(
      `Beheerder eerste@camperdeel.nl aangemaakt in ${join(dataDir, 'camperdeel.db')}.\n`,
    );
    const { db } = openDatabase(join(dataDir, 'camperdeel.db'));
    const admin = await db
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select(['email', 'role'])
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(admin).toEqual({ email: 'eerste@camperdeel.nl', role: 'admin' });
    const again = await runCli(args, { env, input: 'een-lang-geheim\n' });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('Fout: Er bestaat al een gebruiker met e-mail eerste@camperdeel.nl.\n');
    const noName = await runCli(['db', 'create-admin', '--email', 'x@camperdeel.nl'], {
      env,
      input: 'geheim-genoeg\n',
    });
    expect(noName.code).toBe(1);
    expect(noName.stderr).toContain('Verplichte optie --naam ontbreekt');
  });
});

describe('db backup while the server writes', () => {
  let t: CliTestContext;
  beforeAll(async () => {
    t = await startCliTest();
  });
  afterAll(() => t.close());

  const ledgerRow = (delta: number) => ({
    user_id: t.admin.id,
    jaar: 2030,
    seizoen: 'hoogseizoen' as const,
    delta,
    reden: 'import' as const,
    reservering_id: null,
    actor_id: null,
  });

  it('makes a copy that opens and passes PRAGMA integrity_check, and refuses to overwrite', async () => {
    // Enough pages that the copy takes a while, then writes in a loop until the backup process ends.
    for (let chunk = 0; chunk < 10; chunk++) {
      await t.server.db
        .insertInto('credit_ledger')
        .values(Array.from({ length: 500 }, (_, i) => ledgerRow(i)))
        .execute();
    }
    const target = join(t.folder.dir, 'backup.db');
    const child = spawnCli(['db', 'backup', target, '--database', t.server.config.databasePath]);
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    let running = true;
    const closed = new Promise<number | null>((resolve) =>
      child.on('close', (code) => {
        running = false;
        resolve(code);
      }),
    );
    let writes = 0;
    while (running) {
      await t.server.db.insertInto('credit_ledger').values(ledgerRow(1)).execute();
      writes++;
      // Let the event loop see the child's exit between writes.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await closed).toBe(0);
    expect(writes).toBeGreaterThan(0);
    expect(stdout).toMatch(
      new RegExp(`^Back-up gemaakt: ${target} \\(\\d+ KB\\), integriteitscontrole: ok\\.\\n$`),
    );
    expect(existsSync(`${target}-wal`)).toBe(false);

    const { db, sqlite } = openDatabase(target);
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const copied = await db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(Number(copied.n)).toBeGreaterThanOrEqual(5000);

    const again = await runCli(['db', 'backup', target, '--database', t.server.config.databasePath]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`Fout: Het bestand ${target} bestaat al; kies een andere naam.\n`);
    const missing = await runCli([
      'db',
      'backup',
      join(t.folder.dir, 'x.db'),
      '--database',
      join(t.folder.dir, 'geen.db'),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Database niet gevonden');
  });
});
