import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '@camperdeel/bff/db/connection';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli, tempFolder } from './support/cli.ts';
import { tinyPdf } from './support/pdf.ts';
import { cliTestForSuite } from './support/server.ts';

describe('db commands on a fresh data folder', () => {
  const folder = tempFolder('camperdeel-cli-db-');
  afterAll(() => folder.remove());
  const dataDir = join(folder.dir, 'data');
  const env = { DATA_DIR: dataDir };

  it('db migrate and create-admin refuse a database file that does not exist unless --create', async () => {
    const file = join(dataDir, 'camperdeel.db');
    const typo = await runCli(['db', 'migrate'], { env });
    expect(typo.code).toBe(1);
    expect(typo.stderr).toBe(
      `Fout: De database ${file} bestaat niet. Controleer --database of DATA_DIR, of geef --create om een nieuwe database te maken.\n`,
    );
    const admin = await runCli(['db', 'create-admin', '--email', 'a@b.nl', '--naam', 'A'], {
      env,
      input: 'een-lang-geheim\n',
    });
    expect(admin.code).toBe(1);
    expect(admin.stderr).toContain('bestaat niet');
    expect(existsSync(file)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('db migrate --create finds DATA_DIR/camperdeel.db, creates the schema, and a second run has nothing to do', async () => {
    const first = await runCli(['db', 'migrate', '--create'], { env });
    expect(first.stderr).toBe('');
    const file = join(dataDir, 'camperdeel.db');
    expect(first.stdout).toMatch(new RegExp(`^Database ${file} bijgewerkt: \\d+ migraties uitgevoerd`));
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
  const t = cliTestForSuite();

  const ledgerRow = (delta: number) => ({
    user_id: t.admin.id,
    jaar: 2030,
    seizoen: 'hoogseizoen' as const,
    delta,
    reden: 'import' as const,
    reservering_id: null,
    actor_id: null,
  });

  it('backs up database, storage/ and signing.key while the server writes, for the owner only, and refuses to overwrite', async () => {
    // Enough pages that the copy takes a while, then writes in a loop until the backup process ends.
    for (let chunk = 0; chunk < 10; chunk++) {
      await t.server.db
        .insertInto('credit_ledger')
        .values(Array.from({ length: 500 }, (_, i) => ledgerRow(i)))
        .execute();
    }
    // One invoice on disk, uploaded through the CLI, to find again after the restore.
    await t.server.createProspect({ email: 'bewaar@backup.nl' });
    t.folder.file('bewaar.pdf', tinyPdf('bewaar'));
    const manifest = t.folder.file(
      'bewaar.csv',
      'bestand;email;factuur_nummer;factuur_naam\nbewaar.pdf;bewaar@backup.nl;B-1;Bewaren\n',
    );
    expect((await t.cli(['invoices', 'upload', '--dir', t.folder.dir, '--manifest', manifest])).code).toBe(0);

    const target = join(t.folder.dir, 'backup');
    const env = { DATA_DIR: t.server.dataDir };
    const child = spawnCli(['db', 'backup', target], { env });
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
      new RegExp(
        `^Back-up gemaakt in ${target}: database \\d+ KB \\(integriteitscontrole: ok\\), 1 bestand uit storage/, signing\\.key\\.\\n$`,
      ),
    );
    expect(existsSync(join(target, 'camperdeel.db-wal'))).toBe(false);
    const modes: string[] = [];
    const walk = (dir: string) => {
      modes.push(`${(statSync(dir).mode & 0o777).toString(8)} dir`);
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else modes.push(`${(statSync(join(dir, entry.name)).mode & 0o777).toString(8)} file`);
      }
    };
    walk(target);
    expect(new Set(modes)).toEqual(new Set(['700 dir', '600 file']));

    const { db, sqlite } = openDatabase(join(target, 'camperdeel.db'));
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const copied = await db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(Number(copied.n)).toBeGreaterThanOrEqual(5000);

    // `db backup <file>` (docs/product/cli.md#cli-architecture-8): a name like a database file gives that one SQLite file.
    const file = join(t.folder.dir, 'kopie.db');
    const single = await runCli(['db', 'backup', file], { env });
    expect(single.stderr).toBe('');
    expect(single.stdout).toMatch(
      /^Database-back-up gemaakt in .*kopie\.db: \d+ KB \(integriteitscontrole: ok\)\./,
    );
    expect(statSync(file).isFile()).toBe(true);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    const fileCopy = openDatabase(file);
    const inFile = await fileCopy.db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await fileCopy.db.destroy();
    expect(Number(inFile.n)).toBeGreaterThanOrEqual(5000);
    expect((await runCli(['db', 'backup', file], { env })).stderr).toContain('bestaat al');

    const again = await runCli(['db', 'backup', target], { env });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`Fout: ${target} bestaat al; kies een nieuwe map voor de back-up.\n`);
    const missing = await runCli([
      'db',
      'backup',
      join(t.folder.dir, 'x'),
      '--database',
      join(t.folder.dir, 'geen.db'),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('bestaat niet');

    // Restore: refused into a folder with anything in it, then into an empty one; the restored server serves the file.
    const busy = await runCli(['db', 'restore', target, '--data-dir', t.server.dataDir]);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('is niet leeg');
    const fresh = join(t.folder.dir, 'hersteld');
    const restored = await runCli(['db', 'restore', target, '--data-dir', fresh]);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toBe(
      `Hersteld in ${fresh}: database, 1 bestand in storage/, signing.key. Start de server met DATA_DIR=${fresh}.\n`,
    );
    const { startTestServer } = await import('@camperdeel/bff/test/server');
    const second = await startTestServer({ env: { DATA_DIR: fresh } });
    try {
      const invoice = await second.db
        .selectFrom('facturen')
        .select('id')
        .where('factuur_nummer', '=', 'B-1')
        .executeTakeFirstOrThrow();
      const cookie = await second.signIn(t.admin.id);
      const redirect = await second.request(`/api/invoices/${invoice.id}/download`, { cookie });
      expect(redirect.status).toBe(302);
      const file = await fetch(new URL(redirect.headers.get('location') ?? '', second.url));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(tinyPdf('bewaar'));
    } finally {
      await second.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
