import { formatEuro } from '@camperdeel/rules/format';
import { isMaand } from '@camperdeel/rules/service-invoices';
import { type Command, InvalidArgumentError } from 'commander';
import { printable, toJson } from '../text/printable.ts';
import { addApiOptions, clientFor, required } from './shared.ts';

function parseMaand(raw: string): string {
  const maand = raw.trim();
  if (!isMaand(maand)) throw new InvalidArgumentError('Geef een maand als jjjj-mm, bijvoorbeeld 2027-01.');
  return maand;
}

type Flags = { maand?: string; dryRun?: boolean; json?: boolean; url?: string; timeout?: string };

/**
 * `camperdeel invoices generate --maand 2027-01 [--dry-run] [--json]`: the month's service-fee invoices through the
 * same route as the admin screen (docs/product/club-office.md#service-fee-invoices); a second run makes nothing new.
 */
export function registerInvoiceGenerate(invoices: Command): void {
  addApiOptions(
    invoices
      .command('generate')
      .description(
        'servicefacturen van een maand maken: één pdf per eigenaar; dezelfde maand nog eens maakt niets nieuws',
      )
      .option('--maand <jjjj-mm>', 'de maand van de servicefacturen (verplicht)', parseMaand)
      .option('--dry-run', 'alleen tonen welke facturen gemaakt zouden worden; er wordt niets gemaakt')
      .option('--json', 'resultaat als JSON op standaarduitvoer')
      .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel invoices generate --maand 2027-01 --dry-run'),
  ).action(async (options: Flags) => {
    const maand = parseMaand(await required(options.maand, '--maand', 'Maand (jjjj-mm)'));
    const dryRun = options.dryRun === true;
    const answer = await clientFor(options).call((api) =>
      api.admin.invoices.generate.$post({ json: { maand, dry_run: dryRun } }),
    );
    if (options.json) {
      process.stdout.write(`${toJson({ opdracht: 'invoices generate', ...answer })}\n`);
      return;
    }
    const lines = [
      ...answer.facturen.map(
        (f) =>
          `${f.factuur_nummer ?? 'wordt gemaakt'}: ${printable(f.naam)} (${printable(f.camper_naam)}) ${formatEuro(f.bedrag_centen / 100)}, vervalt ${f.vervaldatum}`,
      ),
      ...answer.overgeslagen.map(
        (s) => `overgeslagen: ${printable(s.naam)} (${printable(s.camper_naam)}) - ${printable(s.reden)}`,
      ),
      `${answer.facturen.length} ${dryRun ? 'worden gemaakt' : 'gemaakt'}, ${answer.overgeslagen.length} overgeslagen.`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  });
}
