import { beforeAll, describe, expect, it } from 'vitest';
import { excelLines, utf16leWithBom } from './support/fixtures.ts';
import { cliTestForSuite, parseJson } from './support/server.ts';

describe('credits and owners', () => {
  const t = cliTestForSuite();
  beforeAll(async () => {
    for (const email of ['a@credits.nl', 'b@credits.nl', 'c@credits.nl'])
      await t.server.createProspect({ email });
  });

  const userId = async (email: string) =>
    (await t.server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  const balances = async (email: string) =>
    t.server.db
      .selectFrom('user_credits')
      .select(['jaar', 'credits_hoogseizoen', 'credits_laagseizoen'])
      .where('user_id', '=', await userId(email))
      .orderBy('jaar')
      .execute();
  const ledgerSize = async () =>
    Number(
      (
        await t.server.db
          .selectFrom('credit_ledger')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('credits set writes the start year and the standard; the same values again are skipped', async () => {
    const year = new Date().getFullYear();
    const setA = (hoog: string, laag: string) => [
      'credits',
      'set',
      '--email',
      'a@credits.nl',
      '--jaar',
      String(year),
      '--hoog',
      hoog,
      '--laag',
      laag,
    ];
    const args = setA('10', '20');
    const first = await t.cli([...args, '--standaard-hoog', '14', '--standaard-laag', '28']);
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe('a@credits.nl: bijgewerkt\n');
    expect(await balances('a@credits.nl')).toEqual([
      { jaar: year, credits_hoogseizoen: 10, credits_laagseizoen: 20 },
      { jaar: year + 1, credits_hoogseizoen: 14, credits_laagseizoen: 28 },
    ]);
    const ledger = await ledgerSize();
    const again = await t.cli([...args, '--standaard-hoog', '14', '--standaard-laag', '28']);
    expect(again.stdout).toBe('a@credits.nl: overgeslagen - al zo ingesteld\n');
    expect(await ledgerSize()).toBe(ledger);
    const bad = await t.cli(setA('-1', '2'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('credits_hoogseizoen moet een geheel getal zijn');
  });

  it('credits import sets every row once, reports unknown users and bad numbers by line, and a re-run skips', async () => {
    // Next year: credits exist only inside the booking horizon (this and next calendar year).
    const next = new Date().getFullYear() + 1;
    const csv = t.folder.file(
      'credits.csv',
      [
        'email,jaar,credits_hoogseizoen,credits_laagseizoen,standaard_hoogseizoen,standaard_laagseizoen',
        `b@credits.nl,${next},5,6,7,8`,
        `c@credits.nl,${next},1,2,,`,
        `onbekend@credits.nl,${next},1,2,,`,
        `c@credits.nl,${next},1,400,,`,
        'b@credits.nl,twee,1,2,,',
        `C@credits.nl,${next},3,3,,`,
        `a@credits.nl,${next},3,4,,`,
      ].join('\r\n'),
    );
    const dry = parseJson(await t.cli(['credits', 'import', csv, '--dry-run', '--json']));
    expect(dry.samenvatting).toMatchObject({ gepland: 3, mislukt: 4 });
    expect(await balances('b@credits.nl')).toEqual([]);

    const first = parseJson(await t.cli(['credits', 'import', csv, '--json', '--concurrency', '2']));
    expect(dry.regels.map((r) => [r.regel, r.status === 'gepland' ? 'verwerkt' : r.status])).toEqual(
      first.regels.map((r) => [r.regel, r.status]),
    );
    expect(first.regels.map((r) => [r.regel, r.status, r.melding])).toEqual([
      [2, 'verwerkt', undefined],
      [3, 'verwerkt', undefined],
      [4, 'mislukt', 'Geen gebruiker met e-mail onbekend@credits.nl.'],
      [5, 'mislukt', 'Credits laagseizoen mag maximaal 366 zijn'],
      [6, 'mislukt', "jaar moet een geheel getal zijn (gevonden: 'twee')"],
      [7, 'mislukt', 'Staat al eerder in het bestand (regel 3); alleen de eerste regel telt'],
      [8, 'verwerkt', undefined],
    ]);
    expect((await balances('b@credits.nl'))[0]).toEqual({
      jaar: next,
      credits_hoogseizoen: 5,
      credits_laagseizoen: 6,
    });
    expect((await balances('c@credits.nl'))[0]).toEqual({
      jaar: next,
      credits_hoogseizoen: 1,
      credits_laagseizoen: 2,
    });
    const standard = await t.server.db
      .selectFrom('credit_standards')
      .select(['start_jaar', 'credits_hoogseizoen', 'credits_laagseizoen'])
      .where('user_id', '=', await userId('c@credits.nl'))
      .executeTakeFirstOrThrow();
    expect(standard).toEqual({ start_jaar: next, credits_hoogseizoen: 1, credits_laagseizoen: 2 });

    const ledger = await ledgerSize();
    const second = await t.cli(['credits', 'import', csv]);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain('Samenvatting: 7 regels: 3 overgeslagen, 4 mislukt.');
    expect(await ledgerSize()).toBe(ledger);
  });

  it('credits import reads Excel’s Unicode text (UTF-16, tabs) and a sep= first line; the same rows again are skipped', async () => {
    const year = new Date().getFullYear();
    const rows = ['E-mail\tJaar\tHoogseizoen\tLaagseizoen', `b@credits.nl\t${year}\t6\t7`];
    const unicode = t.folder.file('unicode.txt', utf16leWithBom(excelLines(rows, '\t')));
    const first = parseJson(await t.cli(['credits', 'import', unicode, '--json']));
    expect(first.regels.map((r) => [r.regel, r.status])).toEqual([[2, 'verwerkt']]);
    expect((await balances('b@credits.nl')).find((b) => b.jaar === year)).toEqual({
      jaar: year,
      credits_hoogseizoen: 6,
      credits_laagseizoen: 7,
    });
    const sep = t.folder.file(
      'sep.csv',
      `sep=,\r\nemail,jaar,credits_hoogseizoen,credits_laagseizoen\r\nb@credits.nl,${year},6,7\r\n`,
    );
    const again = await t.cli(['credits', 'import', sep]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Samenvatting: 1 regel: 1 overgeslagen, 0 mislukt.');
    expect(again.stderr).toContain('[1/1] regel 3: overgeslagen b@credits.nl');
  });

  it('owners assign and import: by camper name or id, existing owners skipped, rule breaks reported', async () => {
    const zeeland = await t.server.createCamper({ naam: 'Zeeland', aantal_sloten_eigenaars: 2 });
    const veluwe = await t.server.createCamper({ naam: 'Veluwe', aantal_sloten_eigenaars: 1 });
    for (const email of ['d@owners.nl', 'e@owners.nl', 'f@owners.nl', 'g@owners.nl', 'h@owners.nl']) {
      await t.server.createProspect({ email });
    }
    const assign = await t.cli(['owners', 'assign', '--camper', 'zeeland', '--email', 'd@owners.nl']);
    expect(assign.stdout).toBe('d@owners.nl: toegewezen - Zeeland\n');
    const csv = t.folder.file(
      'eigenaars.csv',
      [
        'camper;email',
        'Zeeland;d@owners.nl',
        'Zeeland;e@owners.nl',
        'Zeeland;h@owners.nl',
        `${veluwe};f@owners.nl`,
        'Bestaat niet;g@owners.nl',
        'Veluwe;d@owners.nl',
      ].join('\n'),
    );
    const first = parseJson(await t.cli(['owners', 'import', csv, '--json']));
    expect(first.regels.map((r) => [r.regel, r.status])).toEqual([
      [2, 'overgeslagen'],
      [3, 'verwerkt'],
      [4, 'mislukt'],
      [5, 'verwerkt'],
      [6, 'mislukt'],
      [7, 'mislukt'],
    ]);
    expect(first.regels[2]?.melding).toBe('Alle eigenaarsplaatsen van deze camper zijn al ingevuld.');
    expect(first.regels[4]?.melding).toBe("Geen camper met naam of id 'Bestaat niet'");
    expect(first.regels[5]?.melding).toBe(
      'Staat al eerder in het bestand (regel 2); alleen de eerste regel telt',
    );
    const owners = await t.server.db
      .selectFrom('camper_eigenaars')
      .innerJoin('users', 'users.id', 'camper_eigenaars.user_id')
      .select(['camper_id', 'email'])
      .orderBy('email')
      .execute();
    expect(owners).toEqual([
      { camper_id: zeeland, email: 'd@owners.nl' },
      { camper_id: zeeland, email: 'e@owners.nl' },
      { camper_id: veluwe, email: 'f@owners.nl' },
    ]);
    const second = parseJson(await t.cli(['owners', 'import', csv, '--json']));
    expect(second.samenvatting).toMatchObject({ verwerkt: 0, overgeslagen: 3, mislukt: 3 });
  });

  it('owners import: the first row for a user wins and the dry run predicts it, with --concurrency 1 or 16 alike', async () => {
    const outcomes = async (concurrency: string) => {
      const campers = await Promise.all(
        ['Noord', 'Oost', 'Zuid', 'West'].map((naam) =>
          t.server.createCamper({ naam: `${naam} ${concurrency}`, aantal_sloten_eigenaars: 2 }),
        ),
      );
      const users: string[] = [];
      for (let i = 0; i < 6; i++) {
        const email = `u${i}-${concurrency}@volgorde.nl`;
        await t.server.createProspect({ email });
        users.push(email);
      }
      // Six users over four campers with two slots each, every user asked for twice, in an order that races.
      const lines = ['camper;email'];
      for (let round = 0; round < 2; round++) {
        users.forEach((email, i) => {
          lines.push(`${campers[(i + round * 3) % 4]};${email}`);
        });
      }
      lines.push(`${campers[0]};u0-${concurrency}@volgorde.nl`);
      const csv = t.folder.file(`volgorde-${concurrency}.csv`, lines.join('\n'));
      const args = ['owners', 'import', csv, '--json', '--concurrency', concurrency];
      const dry = parseJson(await t.cli([...args, '--dry-run']));
      const real = parseJson(await t.cli(args));
      const shape = (r: { regel: number; status: string; melding?: string }) => [
        r.regel,
        r.status === 'gepland' ? 'verwerkt' : r.status,
        r.melding?.replaceAll(concurrency, 'N'),
      ];
      expect(dry.regels.map(shape)).toEqual(real.regels.map(shape));
      return real.regels.map(shape);
    };
    const one = await outcomes('1');
    const sixteen = await outcomes('16');
    expect(sixteen).toEqual(one);
    expect(one.filter((r) => r[1] === 'verwerkt')).toHaveLength(6);
    expect(one.slice(6).every((r) => r[1] === 'mislukt')).toBe(true);
  });
});
