import { beforeAll, describe, expect, it } from 'vitest';
import { spawnCli } from './support/cli.ts';
import { tinyPdf } from './support/pdf.ts';
import { cliTestForSuite, parseJson } from './support/server.ts';

describe('invoices upload', () => {
  const t = cliTestForSuite();
  beforeAll(async () => {
    await t.server.createProspect({ email: 'jan@facturen.nl' });
    await t.server.createProspect({ email: 'els@facturen.nl' });
  });

  const invoices = () =>
    t.server.db
      .selectFrom('facturen')
      .innerJoin('users', 'users.id', 'facturen.user_id')
      .select(['factuur_nummer', 'factuur_naam', 'bedrag_cent', 'factuurdatum', 'vervaldatum', 'email'])
      .orderBy('factuur_nummer')
      .execute();

  it('uploads the files of the manifest, reports bad rows by line, and a re-run skips existing numbers', async () => {
    t.folder.file('jan-01.pdf', tinyPdf('jan'));
    t.folder.file('els-01.pdf', tinyPdf('els'));
    t.folder.file('nep.pdf', 'dit is geen pdf');
    const manifest = t.folder.file(
      'manifest.csv',
      [
        'bestand;email;factuur_nummer;factuur_naam;bedrag;factuurdatum;vervaldatum',
        'jan-01.pdf;jan@facturen.nl;F-001;"Servicekosten; januari";160,50;01-01-2027;31-01-2027',
        // A credit note as a Dutch spreadsheet writes it: whole euros with a thousands point and a minus.
        'els-01.pdf;els@facturen.nl;F-002;Creditnota januari;-1.500;2027-01-01;',
        'weg.pdf;els@facturen.nl;F-003;Ontbreekt;;;',
        'jan-01.pdf;niemand@facturen.nl;F-004;Onbekend;;;',
        'jan-01.pdf;jan@facturen.nl;F-005;Verkeerde data;10;31-01-2027;01-01-2027',
        'nep.pdf;jan@facturen.nl;F-006;Geen pdf;;;',
        '../geheim.pdf;jan@facturen.nl;F-007;Buiten de map;;;',
      ].join('\n'),
    );
    const args = ['invoices', 'upload', '--dir', t.folder.dir, '--manifest', manifest, '--json'];
    const dry = parseJson(await t.cli([...args, '--dry-run']));
    expect(dry.samenvatting).toMatchObject({ gepland: 2, mislukt: 5 });
    expect(await invoices()).toEqual([]);

    const first = await t.cli(args);
    expect(first.code).toBe(1);
    expect(
      dry.regels.map((r) => [r.regel, r.status === 'gepland' ? 'verwerkt' : r.status, r.melding]),
    ).toEqual(parseJson(first).regels.map((r) => [r.regel, r.status, r.melding]));
    expect(parseJson(first).regels.map((r) => [r.regel, r.status, r.melding])).toEqual([
      [2, 'verwerkt', undefined],
      [3, 'verwerkt', undefined],
      [4, 'mislukt', 'Bestand niet gevonden: weg.pdf'],
      [5, 'mislukt', 'Geen gebruiker met e-mail niemand@facturen.nl'],
      [6, 'mislukt', 'De vervaldatum mag niet voor de factuurdatum liggen'],
      [7, 'mislukt', 'Dit bestandstype wordt niet ondersteund.'],
      [8, 'mislukt', "bestand moet een bestandsnaam in de map zijn (gevonden: '../geheim.pdf')"],
    ]);
    expect(await invoices()).toEqual([
      {
        factuur_nummer: 'F-001',
        factuur_naam: 'Servicekosten; januari',
        bedrag_cent: 16050,
        factuurdatum: '2027-01-01',
        vervaldatum: '2027-01-31',
        email: 'jan@facturen.nl',
      },
      {
        factuur_nummer: 'F-002',
        factuur_naam: 'Creditnota januari',
        bedrag_cent: -150000,
        factuurdatum: '2027-01-01',
        vervaldatum: null,
        email: 'els@facturen.nl',
      },
    ]);
    const second = parseJson(await t.cli(args));
    expect(second.samenvatting).toMatchObject({ verwerkt: 0, overgeslagen: 2, mislukt: 5 });
    expect(second.regels[0]).toMatchObject({ status: 'overgeslagen', melding: 'al geüpload' });
    expect(await invoices()).toHaveLength(2);
  });

  it('an invoice number that belongs to other data fails (exit 1), a repeat in the file fails, an oversized file fails before upload', async () => {
    t.folder.file('ander.pdf', tinyPdf('ander'));
    // 26 MB without writing 26 MB: a sparse file, over the 25 MB upload limit.
    const { truncateSync, writeFileSync } = await import('node:fs');
    writeFileSync(`${t.folder.dir}/groot.pdf`, tinyPdf('groot'));
    truncateSync(`${t.folder.dir}/groot.pdf`, 26 * 1024 * 1024);
    const manifest = t.folder.file(
      'conflicten.csv',
      [
        'Bestand;E-mail;Factuurnummer;Factuurnaam;Bedrag;Factuurdatum;Vervaldatum',
        'jan-01.pdf;els@facturen.nl;F-001;"Servicekosten; januari";160,50;01-01-2027;31-01-2027',
        'jan-01.pdf;jan@facturen.nl;F-001;"Servicekosten; januari";99,00;01-01-2027;31-01-2027',
        'jan-01.pdf;jan@facturen.nl;F-002;Servicekosten januari;;2027-01-01;',
        'ander.pdf;jan@facturen.nl;F-100;Nieuw;;;',
        'ander.pdf;els@facturen.nl;F-100;Nieuw;;;',
        'groot.pdf;jan@facturen.nl;F-101;Te groot;;;',
      ].join('\r\n'),
    );
    const args = [
      'invoices',
      'upload',
      '--dir',
      t.folder.dir,
      '--manifest',
      manifest,
      '--json',
      '--concurrency',
      '8',
    ];
    const dry = parseJson(await t.cli([...args, '--dry-run']));
    const before = (await invoices()).length;
    const run = await t.cli(args);
    expect(run.code).toBe(1);
    const report = parseJson(run);
    expect(report.regels.map((r) => [r.regel, r.status, r.melding])).toEqual([
      [2, 'mislukt', 'Factuurnummer F-001 bestaat al voor een andere gebruiker of met andere gegevens.'],
      [3, 'mislukt', 'Staat al eerder in het bestand (regel 2); alleen de eerste regel telt'],
      [4, 'mislukt', 'Factuurnummer F-002 bestaat al voor een andere gebruiker of met andere gegevens.'],
      [5, 'verwerkt', undefined],
      [6, 'mislukt', 'Staat al eerder in het bestand (regel 5); alleen de eerste regel telt'],
      [7, 'mislukt', 'Het bestand is te groot. (26.0 MB, maximaal 25 MB)'],
    ]);
    expect(
      dry.regels.map((r) => [r.regel, r.status === 'gepland' ? 'verwerkt' : r.status, r.melding]),
    ).toEqual(report.regels.map((r) => [r.regel, r.status, r.melding]));
    expect((await invoices()).length).toBe(before + 1);
    const jan = (await invoices()).find((f) => f.factuur_nummer === 'F-001');
    expect(jan).toMatchObject({ email: 'jan@facturen.nl', bedrag_cent: 16050 });
  });

  it('an upload killed halfway and run again ends with every invoice exactly once', async () => {
    const total = 30;
    const lines = ['bestand;email;factuur_nummer;factuur_naam;bedrag;factuurdatum;vervaldatum'];
    for (let i = 1; i <= total; i++) {
      t.folder.file(`k-${i}.pdf`, tinyPdf(`k-${i}`));
      lines.push(`k-${i}.pdf;jan@facturen.nl;K-${String(i).padStart(3, '0')};Kill-test ${i};${i},00;;`);
    }
    const manifest = t.folder.file('kill.csv', lines.join('\n'));
    const args = ['invoices', 'upload', '--dir', t.folder.dir, '--manifest', manifest, '--concurrency', '1'];
    const child = spawnCli(args, { env: t.env });
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString('utf8');
        if (seen.includes('[5/')) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('close', () => reject(new Error(`the upload ended before it was killed:\n${seen}`)));
    });
    await new Promise((resolve) => child.on('close', resolve));
    const countKill = async () =>
      (await invoices()).filter((f) => f.factuur_nummer.startsWith('K-')).map((f) => f.factuur_nummer);
    const afterKill = await countKill();
    expect(afterKill.length).toBeGreaterThanOrEqual(5);
    expect(afterKill.length).toBeLessThan(total);

    const rerun = await t.cli([...args, '--json']);
    expect(rerun.code).toBe(0);
    const report = parseJson(rerun);
    expect(report.samenvatting.overgeslagen).toBe(afterKill.length);
    expect(report.samenvatting.verwerkt).toBe(total - afterKill.length);
    const numbers = await countKill();
    expect(numbers).toHaveLength(total);
    expect(new Set(numbers).size).toBe(total);
  });
});
