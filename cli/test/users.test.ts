import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestContext, parseJson, startCliTest } from './support/server.ts';

describe('users', () => {
  let t: CliTestContext;
  beforeAll(async () => {
    t = await startCliTest();
  });
  afterAll(() => t.close());

  const emails = async () =>
    (await t.server.db.selectFrom('users').select('email').orderBy('email').execute()).map((u) => u.email);
  const outbox = () => {
    try {
      return readdirSync(t.server.config.outboxDir).length;
    } catch {
      return 0;
    }
  };

  it('users create makes the user with a random password and sends the reset mail; a second time is skipped', async () => {
    const mailsBefore = outbox();
    const created = await t.cli([
      'users',
      'create',
      '--email',
      'Nieuw@Voorbeeld.nl',
      '--naam',
      'Nieuw Lid',
      '--telefoonnummer',
      '0612345678',
    ]);
    expect(created.stderr).toBe('');
    expect(created).toMatchObject({ code: 0 });
    expect(created.stdout).toContain('Nieuw@Voorbeeld.nl: aangemaakt - mail voor wachtwoord verstuurd');
    const profile = await t.server.db
      .selectFrom('profiles')
      .selectAll()
      .where('email', '=', 'nieuw@voorbeeld.nl')
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ naam: 'Nieuw Lid', telefoonnummer: '0612345678', status: 'prospect' });
    expect(outbox()).toBe(mailsBefore + 1);
    const again = await t.cli([
      'users',
      'create',
      '--email',
      'nieuw@voorbeeld.nl',
      '--naam',
      'Nieuw Lid',
      '--json',
    ]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ status: 'overgeslagen', melding: 'bestaat al' });
    expect(outbox()).toBe(mailsBefore + 1);
  });

  it('users list shows everyone, as a table or as JSON', async () => {
    const table = await t.cli(['users', 'list']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^E-MAIL\s+NAAM\s+STATUS\s+ROL\s+TELEFOON/);
    expect(table.stdout).toMatch(/beheer@test\.camperdeel\.nl\s+Beheer\s+prospect\s+admin/);
    const json = await t.cli(['users', 'list', '--json']);
    const { users } = JSON.parse(json.stdout) as { users: { email: string }[] };
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(['beheer@test.camperdeel.nl']));
  });

  it('users import reads a spreadsheet export, reports broken rows by line and is idempotent', async () => {
    const csv = t.folder.file(
      'leden.csv',
      [
        '\uFEFFemail;naam;telefoonnummer;status',
        'an@import.nl;"Jansen; An";0611111111;prospect',
        '',
        'bo@import.nl;"Bo ""de Beer""";;eigenaar',
        ';;;',
        'geen-email;Kapot;;',
        'cor@import.nl;Cor;;koning',
        'dirk@import.nl;Dirk;;;teveel',
        'ed@import.nl;"Ed open',
      ].join('\r\n'),
    );
    const before = await emails();
    const dry = await t.cli(['users', 'import', csv, '--dry-run', '--json']);
    expect(dry.code).toBe(1);
    expect(parseJson(dry).samenvatting).toMatchObject({ totaal: 6, gepland: 2, mislukt: 4 });
    expect(await emails()).toEqual(before);

    const first = await t.cli(['users', 'import', csv, '--json']);
    expect(first.code).toBe(1);
    const report = parseJson(first);
    expect(report.samenvatting).toEqual({ totaal: 6, verwerkt: 2, overgeslagen: 0, mislukt: 4, gepland: 0 });
    expect(report.regels.map((r) => [r.regel, r.status])).toEqual([
      [2, 'verwerkt'],
      [4, 'verwerkt'],
      [6, 'mislukt'],
      [7, 'mislukt'],
      [8, 'mislukt'],
      [9, 'mislukt'],
    ]);
    expect(report.regels[2]?.melding).toContain('Vul een geldig e-mailadres in');
    expect(report.regels[3]?.melding).toContain('Status moet prospect of eigenaar zijn');
    expect(report.regels[4]?.melding).toBe('Deze regel heeft 5 kolommen, de kopregel 4');
    expect(report.regels[5]?.melding).toBe('Aanhalingsteken niet gesloten');
    const an = await t.server.db
      .selectFrom('profiles')
      .select(['naam', 'status'])
      .where('email', '=', 'an@import.nl')
      .executeTakeFirstOrThrow();
    expect(an).toEqual({ naam: 'Jansen; An', status: 'prospect' });
    const bo = await t.server.db
      .selectFrom('profiles')
      .select(['naam', 'status'])
      .where('email', '=', 'bo@import.nl')
      .executeTakeFirstOrThrow();
    expect(bo).toEqual({ naam: 'Bo "de Beer"', status: 'eigenaar' });

    const afterFirst = await emails();
    const second = await t.cli(['users', 'import', csv]);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain('Samenvatting: 6 regels: 2 overgeslagen, 4 mislukt.');
    expect(second.stdout).toContain('regel 2: an@import.nl - bestaat al');
    expect(second.stdout).toContain('regel 6: geen-email - Vul een geldig e-mailadres in');
    expect(second.stderr).toContain('[1/6] regel');
    expect(await emails()).toEqual(afterFirst);
  });
});
