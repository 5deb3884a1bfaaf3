import { mailsTo as mailsToOf, outboxNow } from '@camperdeel/bff/test/outbox';
import { storedValue } from '@camperdeel/bff/test/stored-reads';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelLines, windows1252 } from './support/fixtures.ts';
import { invitationToken } from './support/outbox.ts';
import { type BulkJson, cliTestForSuite, parseJson } from './support/server.ts';

/** A dry run's outcome per row as the real run reports it: gepland becomes verwerkt. */
function outcomes(report: BulkJson) {
  return report.regels.map((r) => [r.regel, r.status === 'gepland' ? 'verwerkt' : r.status]);
}

describe('users', () => {
  const t = cliTestForSuite();

  const emails = async () =>
    (await t.server.db.selectFrom('users').select('email').orderBy('email').execute()).map((u) => u.email);
  // Mail goes out after the server's answer: this waits for the queue before reading the outbox.
  const mailsTo = (email: string) => mailsToOf(t.server, email);
  const hasPassword = async (email: string) =>
    (await storedValue(t.server, 'users', 'password_hash', { email })) !== null;

  it('users create makes the user without a password and mails a 7-day invitation, not the reset mail', async () => {
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
    expect(created.stdout).toContain('Nieuw@Voorbeeld.nl: aangemaakt - uitnodiging verstuurd');
    expect(await hasPassword('nieuw@voorbeeld.nl')).toBe(false);
    const [mail, ...more] = await mailsTo('nieuw@voorbeeld.nl');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Welkom bij Camperdeel - kies je wachtwoord');
    expect(mail?.text).toContain('De link is 7 dagen geldig en werkt één keer.');
    expect(mail?.text).not.toContain('Heb je dit niet zelf aangevraagd?');
    expect(mail?.link).toMatch(new RegExp(`^${t.server.url}/auth\\?uitnodiging=`));
    const row = await t.server.db.selectFrom('user_invitations').selectAll().executeTakeFirstOrThrow();
    expect(row.expires_at - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(row.id).not.toBe(invitationToken(mail?.link));

    // The same member created again, as a re-run of an import would.
    const CREATE_AGAIN = [
      'users',
      'create',
      '--email',
      'nieuw@voorbeeld.nl',
      '--naam',
      'Nieuw Lid',
      '--json',
    ];
    const again = await t.cli(CREATE_AGAIN);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      status: 'overgeslagen',
      melding:
        "bestaat al, nog zonder wachtwoord; 'camperdeel users invite --missing' stuurt de uitnodiging opnieuw",
    });
    // A re-run mails nothing; inviting again is its own, explicit command.
    expect(await mailsTo('nieuw@voorbeeld.nl')).toHaveLength(1);
    const invited = await t.cli(['users', 'invite', '--email', 'nieuw@voorbeeld.nl']);
    expect(invited.code).toBe(0);
    expect(await mailsTo('nieuw@voorbeeld.nl')).toHaveLength(2);

    // The newest link sets the password once; the older one and a second use are refused.
    const [old, latest] = await mailsTo('nieuw@voorbeeld.nl');
    const confirm = (token: string) =>
      t.server.request('/api/auth/invitation/confirm', {
        method: 'POST',
        json: { token, wachtwoord: 'mijn-eigen-geheim' },
      });
    expect((await confirm(invitationToken(old?.link))).status).toBe(400);
    expect((await confirm(invitationToken(latest?.link))).status).toBe(200);
    expect((await confirm(invitationToken(latest?.link))).status).toBe(400);
    expect(await hasPassword('nieuw@voorbeeld.nl')).toBe(true);
    const login = await t.server.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'nieuw@voorbeeld.nl', wachtwoord: 'mijn-eigen-geheim' },
    });
    expect(login.status).toBe(200);

    const thirdTime = await t.cli(CREATE_AGAIN);
    expect(JSON.parse(thirdTime.stdout)).toMatchObject({ status: 'overgeslagen', melding: 'bestaat al' });
    expect(await mailsTo('nieuw@voorbeeld.nl')).toHaveLength(2);
  });

  it('users list shows everyone, as a table or as JSON, counting in Dutch', async () => {
    const table = await t.cli(['users', 'list']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^E-MAIL\s+NAAM\s+STATUS\s+ROL\s+TELEFOON/);
    expect(table.stdout).toMatch(/beheer@test\.camperdeel\.nl\s+Beheer\s+prospect\s+admin/);
    expect(table.stdout).toMatch(/\n2 gebruikers\n$/);
    const json = await t.cli(['users', 'list', '--json']);
    const { users } = JSON.parse(json.stdout) as { users: { email: string }[] };
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(['beheer@test.camperdeel.nl']));
  });

  it('users import reads Excel’s Windows-1252 export correctly, fails conflicts and duplicates, and the dry run predicts the run', async () => {
    const csv = t.folder.file(
      'leden.csv',
      windows1252(
        excelLines([
          'E-mailadres;Naam;Telefoon;Status',
          'marloes@import.nl;Marloës Çelik;0611111111;prospect',
          '',
          'bo@import.nl;"Bo ""de Beer""; Jr.";;eigenaar',
          'geen-email;Kapot;;',
          'cor@import.nl;Cor;;koning',
          'dirk@import.nl;Dirk;;;teveel',
          'MARLOES@import.nl;Marloës Çelik;;',
          'nieuw@voorbeeld.nl;Iemand Anders;;',
          `lang@import.nl;${'x'.repeat(101)};;`,
        ]),
      ),
    );
    const before = await emails();
    const dry = await t.cli(['users', 'import', csv, '--dry-run', '--json']);
    expect(dry.code).toBe(1);
    expect(parseJson(dry).samenvatting).toMatchObject({ totaal: 8, gepland: 2, mislukt: 6 });
    expect(await emails()).toEqual(before);

    const failedOut = `${t.folder.dir}/mislukt.csv`;
    const first = await t.cli([
      'users',
      'import',
      csv,
      '--json',
      '--concurrency',
      '16',
      '--failed-out',
      failedOut,
    ]);
    expect(first.code).toBe(1);
    const report = parseJson(first);
    expect(outcomes(parseJson(dry))).toEqual(outcomes(report));
    expect(report.regels.map((r) => [r.regel, r.status, r.melding])).toEqual([
      [2, 'verwerkt', 'uitnodiging verstuurd'],
      [4, 'verwerkt', 'uitnodiging verstuurd'],
      [5, 'mislukt', expect.stringContaining('Vul een geldig e-mailadres in')],
      [6, 'mislukt', expect.stringContaining('Status moet prospect of eigenaar zijn')],
      [7, 'mislukt', 'Deze regel heeft 5 kolommen, de kopregel 4'],
      [8, 'mislukt', 'Staat al eerder in het bestand (regel 2); alleen de eerste regel telt'],
      [9, 'mislukt', "nieuw@voorbeeld.nl bestaat al met een andere naam ('Nieuw Lid')"],
      [10, 'mislukt', 'Naam mag maximaal 100 tekens bevatten'],
    ]);
    const profileOf = (email: string) =>
      t.server.db
        .selectFrom('profiles')
        .select(['naam', 'status'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const marloes = await profileOf('marloes@import.nl');
    expect(marloes).toEqual({ naam: 'Marloës Çelik', status: 'prospect' });
    expect((await mailsTo('marloes@import.nl'))[0]?.text).toContain('Hallo Marloës Çelik,');
    const bo = await profileOf('bo@import.nl');
    expect(bo).toEqual({ naam: 'Bo "de Beer"; Jr.', status: 'eigenaar' });

    // The failed rows come back in the input's shape (header, separator), readable again as a CSV.
    const { readFileSync } = await import('node:fs');
    const written = readFileSync(failedOut, 'utf8');
    expect(written.startsWith('\uFEFFE-mailadres;Naam;Telefoon;Status\r\ngeen-email;Kapot;;\r\n')).toBe(true);
    expect(written.split('\r\n').filter((l) => l !== '')).toHaveLength(7);
    const retry = parseJson(await t.cli(['users', 'import', failedOut, '--dry-run', '--json']));
    expect(retry.samenvatting.totaal).toBe(6);

    // A re-run (after Ctrl-C, say) changes nothing and mails nobody again.
    const afterFirst = await emails();
    const second = await t.cli(['users', 'import', csv]);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain('Samenvatting: 8 regels: 2 overgeslagen, 6 mislukt.');
    expect(second.stdout).toContain(
      "regel 2: marloes@import.nl - bestaat al, nog zonder wachtwoord; 'camperdeel users invite --missing' stuurt de uitnodiging opnieuw",
    );
    expect(second.stderr).toContain('[1/8] regel');
    expect(await emails()).toEqual(afterFirst);
    expect(await mailsTo('marloes@import.nl')).toHaveLength(1);

    // --failed-out is checked before anything is sent: never the input itself, never a folder that is not there.
    const input = readFileSync(csv);
    const onItself = await t.cli(['users', 'import', csv, '--failed-out', csv]);
    expect(onItself.code).toBe(1);
    expect(onItself.stderr).toContain(
      'is het invoerbestand zelf; kies een ander bestand voor de mislukte regels.',
    );
    expect(readFileSync(csv)).toEqual(input);
    const nowhere = await t.cli([
      'users',
      'import',
      csv,
      '--failed-out',
      `${t.folder.dir}/bestaat-niet/x.csv`,
    ]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('kies voor --failed-out een bestand in een bestaande map.');
    expect(await emails()).toEqual(afterFirst);
  });

  it('users invite --missing sends the invitation again to everyone without a password, with a Dutch count', async () => {
    const dry = await t.cli(['users', 'invite', '--missing', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('2 gebruikers zonder wachtwoord:');
    expect(dry.stdout).toContain('2 worden uitgenodigd');
    const before = outboxNow(t.server).length;
    const sent = await t.cli(['users', 'invite', '--missing', '--json']);
    expect(sent.code).toBe(0);
    const report = parseJson(sent);
    expect(report.samenvatting).toMatchObject({ totaal: 2, verwerkt: 2 });
    expect(report.regels.map((r) => r.sleutel).sort()).toEqual(['bo@import.nl', 'marloes@import.nl']);
    expect(outboxNow(t.server).length).toBe(before + 2);
    const one = await t.cli(['users', 'invite', '--email', 'bo@import.nl']);
    expect(one.stdout).toContain('1 gebruiker zonder wachtwoord uitgenodigd:');
    expect(one.stdout).toContain('Samenvatting: 1 regel: 1 uitgenodigd, 0 mislukt.');
    const neither = await t.cli(['users', 'invite']);
    expect(neither.code).toBe(1);
    expect(neither.stderr).toContain('Geef --missing');
  });

  it('users invite --email refuses someone who chose a password: the link would replace it (server 409 too)', async () => {
    const admin = await t.server.createAdmin();
    const member = await t.server.createProspect({ email: 'heeft-wachtwoord@import.nl' });
    const before = outboxNow(t.server).length;
    const refused = await t.cli(['users', 'invite', '--email', member.email]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "heeft-wachtwoord@import.nl heeft al een wachtwoord gekozen; een uitnodiging zou dat vervangen. Laat de gebruiker 'Wachtwoord vergeten' gebruiken.",
    );
    const direct = await t.server.request(`/api/admin/users/${member.id}/invitation`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(direct.status).toBe(409);
    expect(outboxNow(t.server).length).toBe(before);
  });
});

describe('users in a club larger than one page', () => {
  const t = cliTestForSuite();
  const MEMBERS = 260;

  beforeAll(async () => {
    for (let i = 0; i < MEMBERS; i++) {
      await t.server.createProspect({
        naam: `Groot ${String(i).padStart(3, '0')}`,
        email: `groot${i}@club.nl`,
      });
    }
  });

  it('users list pages through every user, and --zoek asks the server', async () => {
    const json = await t.cli(['users', 'list', '--json']);
    const { users } = JSON.parse(json.stdout) as { users: { email: string }[] };
    expect(new Set(users.map((u) => u.email)).size).toBe(MEMBERS + 1);
    const found = await t.cli(['users', 'list', '--zoek', 'groot25', '--json']);
    expect((JSON.parse(found.stdout) as { users: { naam: string }[] }).users.map((u) => u.naam)).toEqual([
      'Groot 025',
      'Groot 250',
      'Groot 251',
      'Groot 252',
      'Groot 253',
      'Groot 254',
      'Groot 255',
      'Groot 256',
      'Groot 257',
      'Groot 258',
      'Groot 259',
    ]);
  });

  it('users create finds an existing e-mail far down the list by searching for it', async () => {
    const same = await t.cli([
      'users',
      'create',
      '--email',
      'GROOT259@club.nl',
      '--naam',
      'Groot 259',
      '--json',
    ]);
    expect(JSON.parse(same.stdout)).toMatchObject({ status: 'overgeslagen' });
    const other = await t.cli(['users', 'create', '--email', 'groot259@club.nl', '--naam', 'Iemand Anders']);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain("groot259@club.nl bestaat al met een andere naam ('Groot 259')");
  });
});
