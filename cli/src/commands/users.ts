import { randomBytes } from 'node:crypto';
import { USER_STATUSES } from '@camperdeel/rules/camper';
import type { Command } from 'commander';
import { type ApiUser, listUsers, UserDirectory } from '../api/users.ts';
import type { StatusWords } from '../bulk/types.ts';
import { connect } from '../config/connection.ts';
import { readTableFile } from '../csv/table.ts';
import { RowError } from '../errors.ts';
import { type ApiClient, ApiRequestError } from '../http/client.ts';
import { parseEmail } from '../values.ts';
import {
  type ApiOptions,
  addApiOptions,
  addBulkOptions,
  addSingleOptions,
  type BulkFlags,
  required,
  runImport,
  runSingle,
  toBulkRow,
} from './shared.ts';

type NewUser = {
  email: string;
  naam: string;
  telefoonnummer: string | null;
  status: 'prospect' | 'eigenaar';
};

const WORDS: StatusWords = {
  verwerkt: 'aangemaakt',
  gepland: 'wordt aangemaakt',
  overgeslagen: 'overgeslagen',
  mislukt: 'mislukt',
};

function parseUser(values: { email: string; naam: string; telefoonnummer: string; status: string }): NewUser {
  const email = parseEmail(values.email);
  const naam = values.naam.trim();
  if (naam === '') throw new RowError('Naam is verplicht');
  const status = values.status.trim().toLowerCase() || 'prospect';
  if (!(USER_STATUSES as readonly string[]).includes(status)) {
    throw new RowError(`Status moet ${USER_STATUSES.join(' of ')} zijn (gevonden: '${values.status}')`);
  }
  return {
    email,
    naam,
    telefoonnummer: values.telefoonnummer.trim() || null,
    status: status as NewUser['status'],
  };
}

/**
 * Creates the user with a random password nobody knows and sends the password-reset mail, so the user picks
 * their own. An existing e-mail is skipped (also when the server reports it taken after a race or a re-run).
 */
function createUserWork(client: ApiClient, directory: UserDirectory) {
  return async (user: NewUser, { dryRun }: { dryRun: boolean }) => {
    if (directory.find(user.email)) return { status: 'overgeslagen' as const, melding: 'bestaat al' };
    if (dryRun) return { status: 'gepland' as const };
    let created: ApiUser;
    try {
      const response = await client.request<{ user: ApiUser }>('POST', '/api/admin/users', {
        body: { ...user, wachtwoord: randomBytes(24).toString('base64url') },
      });
      created = response.body.user;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'email_taken') {
        return { status: 'overgeslagen' as const, melding: 'bestaat al' };
      }
      throw error;
    }
    directory.add(created);
    try {
      await client.request('POST', `/api/admin/users/${created.id}/password-reset`);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        throw new RowError(
          `aangemaakt, maar de mail om een wachtwoord te kiezen is niet verstuurd (${error.message}); verstuur die opnieuw vanuit het beheer`,
        );
      }
      throw error;
    }
    return { status: 'verwerkt' as const, melding: 'mail voor wachtwoord verstuurd' };
  };
}

const COLUMNS = { required: ['email', 'naam'], optional: ['telefoonnummer', 'status'] } as const;

export function registerUsers(program: Command): void {
  const users = program
    .command('users')
    .description('gebruikers aanmaken, tonen en importeren')
    .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel users list');

  addSingleOptions(
    users
      .command('create')
      .description('een gebruiker aanmaken; die krijgt een mail om zelf een wachtwoord te kiezen')
      .option('--email <e>', 'e-mailadres (verplicht)')
      .option('--naam <n>', 'naam (verplicht)')
      .option('--telefoonnummer <t>', 'telefoonnummer')
      .option('--status <status>', 'prospect of eigenaar (standaard prospect)')
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel users create --email jan@voorbeeld.nl --naam "Jan Jansen" --telefoonnummer 0612345678',
      ),
  ).action(
    async (
      options: ApiOptions & {
        email?: string;
        naam?: string;
        telefoonnummer?: string;
        status?: string;
        dryRun?: boolean;
        json?: boolean;
      },
    ) => {
      const client = connect(options.url);
      const email = await required(options.email, '--email', 'E-mailadres');
      const naam = await required(options.naam, '--naam', 'Naam');
      const directory = await UserDirectory.load(client);
      process.exitCode = await runSingle(
        'users create',
        email,
        () =>
          parseUser({
            email,
            naam,
            telefoonnummer: options.telefoonnummer ?? '',
            status: options.status ?? '',
          }),
        createUserWork(client, directory),
        options,
        WORDS,
      );
    },
  );

  addApiOptions(
    users
      .command('list')
      .description('alle gebruikers tonen')
      .option('--json', 'als JSON')
      .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel users list --json'),
  ).action(async (options: ApiOptions & { json?: boolean }) => {
    const all = await listUsers(connect(options.url));
    if (options.json) {
      process.stdout.write(`${JSON.stringify({ users: all }, null, 2)}\n`);
      return;
    }
    const rows = all.map((u) => [
      u.email,
      u.naam,
      u.status,
      u.is_admin ? 'admin' : '',
      u.telefoonnummer ?? '',
    ]);
    const header = ['E-MAIL', 'NAAM', 'STATUS', 'ROL', 'TELEFOON'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const format = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd();
    process.stdout.write(`${[format(header), ...rows.map(format)].join('\n')}\n${all.length} gebruikers\n`);
  });

  addBulkOptions(
    users
      .command('import')
      .argument('<csv>', 'CSV-bestand met kolommen email;naam;telefoonnummer;status')
      .description('gebruikers importeren uit een CSV; bestaande e-mailadressen worden overgeslagen')
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel users import leden.csv --dry-run\n\nCSV (kopregel verplicht, ; of , als scheidingsteken):\n  email;naam;telefoonnummer;status\n  jan@voorbeeld.nl;Jan Jansen;0612345678;prospect',
      ),
  ).action(async (csv: string, options: BulkFlags) => {
    const table = readTableFile(csv, COLUMNS);
    const client = connect(options.url);
    const directory = await UserDirectory.load(client);
    const rows = table.map((row) =>
      toBulkRow(
        row.line,
        row.values.email,
        row.values.email.toLowerCase(),
        () => parseUser(row.values),
        row.error,
      ),
    );
    process.exitCode = await runImport(
      'users import',
      rows,
      createUserWork(client, directory),
      options,
      WORDS,
    );
  });
}
