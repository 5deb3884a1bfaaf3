import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestContext, parseJson, startCliTest } from './support/server.ts';

describe('credits and owners', () => {
  let t: CliTestContext;
  beforeAll(async () => {
    t = await startCliTest();
    for (const email of ['a@credits.nl', 'b@credits.nl', 'c@credits.nl'])
      await t.server.createProspect({ email });
  });
  afterAll(() => t.close());

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
    const args = [
      'credits',
      'set',
      '--email',
      'a@credits.nl',
      '--jaar',
      String(year),
      '--hoog',
      '10',
      '--laag',
      '20',
    ];
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
    const bad = await t.cli([
      'credits',
      'set',
      '--email',
      'a@credits.nl',
      '--jaar',
      String(year),
      '--hoog',
      '-1',
      '--laag',
      '2',
    ]);
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
      ].join('\n'),
    );
    const dry = await t.cli(['credits', 'import', csv, '--dry-run', '--json']);
    expect(parseJson(dry).samenvatting).toMatchObject({ gepland: 2, mislukt: 3 });
    expect(await balances('b@credits.nl')).toEqual([]);

    const first = parseJson(await t.cli(['credits', 'import', csv, '--json', '--concurrency', '2']));
    expect(first.regels.map((r) => [r.regel, r.status, r.melding])).toEqual([
      [2, 'verwerkt', undefined],
      [3, 'verwerkt', undefined],
      [4, 'mislukt', 'Geen gebruiker met e-mail onbekend@credits.nl'],
      [5, 'mislukt', 'Credits laagseizoen mag maximaal 366 zijn'],
      [6, 'mislukt', "jaar moet een geheel getal zijn (gevonden: 'twee')"],
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
    expect(second.stdout).toContain('Samenvatting: 5 regels: 2 overgeslagen, 3 mislukt.');
    expect(await ledgerSize()).toBe(ledger);
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
    expect(first.regels[5]?.melding).toBe('Deze gebruiker is al eigenaar van een andere camper.');
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
});
