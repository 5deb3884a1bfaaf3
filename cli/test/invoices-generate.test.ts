import { beforeAll, describe, expect, it } from 'vitest';
import { cliTestForSuite } from './support/server.ts';

type Answer = {
  opdracht: string;
  facturen: { factuur_nummer: string | null; naam: string }[];
  overgeslagen: { reden: string }[];
  dry_run: boolean;
};

describe('invoices generate', () => {
  const t = cliTestForSuite();
  beforeAll(async () => {
    const camper = await t.server.createCamper({ naam: 'Cli-camper' });
    await t.server.createOwner(camper, { naam: 'Jan Cli' });
    await t.server.createOwner(camper, { naam: 'Els Cli' });
  });

  const count = async () => (await t.server.db.selectFrom('facturen').select('id').execute()).length;

  it('lists with --dry-run, makes the month, and a second run makes nothing new', async () => {
    const dry = await t.cli(['invoices', 'generate', '--maand', '2027-01', '--dry-run']);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('wordt gemaakt: Els Cli (Cli-camper)');
    expect(dry.stdout).toContain('2 worden gemaakt, 0 overgeslagen.');
    expect(await count()).toBe(0);

    const made = await t.cli(['invoices', 'generate', '--maand', '2027-01', '--json']);
    expect(made.code).toBe(0);
    const answer = JSON.parse(made.stdout) as Answer;
    expect(answer.facturen.map((f) => f.factuur_nummer)).toEqual([
      expect.stringMatching(/^CD-\d{4}-0001$/),
      expect.stringMatching(/^CD-\d{4}-0002$/),
    ]);
    expect(await count()).toBe(2);

    const again = await t.cli(['invoices', 'generate', '--maand', '2027-01']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 gemaakt, 2 overgeslagen.');
    expect(await count()).toBe(2);
  });

  it('refuses a month that is not one before asking the server', async () => {
    const bad = await t.cli(['invoices', 'generate', '--maand', '2027-13']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('Geef een maand als jjjj-mm');
  });
});
