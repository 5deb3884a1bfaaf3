import { USER_STATUSES } from '@camperdeel/rules/camper';
import { adminCreateUserSchema } from '@camperdeel/rules/schemas/admin-users';
import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import type { Command } from 'commander';
import { listUninvited, sendInvitations } from '../api/invitations.ts';
import { listUsers, UserDirectory } from '../api/users.ts';
import { printReport } from '../bulk/report.ts';
import type { RowResult } from '../bulk/types.ts';
import { CliError, RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';
import { count } from '../text/dutch.ts';
import { printable, toJson } from '../text/printable.ts';
import { phoneWarning } from '../values.ts';
import {
  type ApiOptions,
  addApiOptions,
  addBulkOptions,
  addSingleOptions,
  clientFor,
  commandGroup,
  importAction,
  required,
  runSingle,
  statusWords,
  toBulkRow,
} from './shared.ts';

type NewUser = {
  email: string;
  naam: string;
  telefoonnummer: string | null;
  status: 'prospect' | 'eigenaar';
};

const WORDS = statusWords('aangemaakt');

/** Checked with the server's own schema (e-mail, naam up to 100, telefoonnummer up to 40, status). */
function parseUser(values: { email: string; naam: string; telefoonnummer: string; status: string }): NewUser {
  const status = values.status.trim().toLowerCase() || 'prospect';
  if (!(USER_STATUSES as readonly string[]).includes(status)) {
    throw new RowError(`Status moet ${USER_STATUSES.join(' of ')} zijn (gevonden: '${values.status}')`);
  }
  const parsed = adminCreateUserSchema.safeParse({
    email: values.email,
    naam: values.naam,
    telefoonnummer: values.telefoonnummer,
    status,
  });
  if (!parsed.success) throw new RowError(firstIssueMessage(parsed.error));
  return {
    email: parsed.data.email,
    naam: parsed.data.naam,
    telefoonnummer: parsed.data.telefoonnummer ?? null,
    status: parsed.data.status,
  };
}

/** Names differing only in case or spacing are the same person; anything else is another person's data. */
function sameName(a: string, b: string): boolean {
  const plain = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(a) === plain(b);
}

/**
 * Creates the user without a password: the server mails an invitation (7 days) to choose one. An existing e-mail
 * with the same name is skipped, and mailed nothing: a re-run after Ctrl-C must not welcome thousands again (a user
 * who never chose a password is named, for `users invite --missing`); an existing e-mail with another name is a
 * conflict and fails.
 */
function createUserWork(client: ApiClient, directory: UserDirectory, uninvited: Set<string>) {
  return async (user: NewUser, { dryRun }: { dryRun: boolean }) => {
    const existing = directory.find(user.email);
    if (existing) {
      if (!sameName(existing.naam, user.naam)) {
        throw new RowError(`${user.email} bestaat al met een andere naam ('${existing.naam}')`);
      }
      if (!uninvited.has(existing.id)) return { status: 'overgeslagen' as const, melding: 'bestaat al' };
      return { status: 'overgeslagen' as const, melding: NOT_YET_SIGNED_UP };
    }
    if (dryRun) return { status: 'gepland' as const };
    const created = await client.call((api) => api.admin.users.$post({ json: user }));
    directory.add(created.user);
    if (created.uitnodiging_verstuurd === false) {
      throw new RowError(
        "aangemaakt, maar de uitnodiging is niet verstuurd; verstuur die later met 'camperdeel users invite --missing'",
      );
    }
    return { status: 'verwerkt' as const, melding: 'uitnodiging verstuurd' };
  };
}

const NOT_YET_SIGNED_UP =
  "bestaat al, nog zonder wachtwoord; 'camperdeel users invite --missing' stuurt de uitnodiging opnieuw";

const COLUMNS = { required: ['email', 'naam'], optional: ['telefoonnummer', 'status'] } as const;

async function loadState(client: ApiClient, emails: Iterable<string>) {
  const [directory, uninvited] = await Promise.all([
    UserDirectory.forEmails(client, emails),
    listUninvited(client),
  ]);
  return { directory, uninvited: new Set(uninvited.map((u) => u.user_id)) };
}

/** `users invite`: invitations again for users who never set a password (--missing) or for one e-mail. */
async function inviteAction(
  options: ApiOptions & { missing?: boolean; email?: string; dryRun?: boolean; json?: boolean },
) {
  if (options.missing !== true && options.email === undefined) {
    throw new CliError('Geef --missing (iedereen zonder wachtwoord) of --email <e> (één gebruiker).');
  }
  const client = clientFor(options);
  const uninvited = await listUninvited(client);
  let targets = uninvited.map((u) => ({ user_id: u.user_id, email: u.email }));
  if (options.email !== undefined) {
    const user = (await UserDirectory.forEmails(client, [options.email])).get(options.email);
    if (!uninvited.some((u) => u.user_id === user.id)) {
      // The server refuses it too (409): the link would replace the password the user chose.
      throw new CliError(
        `${user.email} heeft al een wachtwoord gekozen; een uitnodiging zou dat vervangen. Laat de gebruiker 'Wachtwoord vergeten' gebruiken.`,
      );
    }
    targets = [{ user_id: user.id, email: user.email }];
  }
  const words = statusWords('uitgenodigd');
  let results: RowResult[];
  if (options.dryRun) {
    results = targets.map((t, i) => ({ regel: i + 1, sleutel: t.email, status: 'gepland' }));
  } else {
    const outcomes = await sendInvitations(
      client,
      targets.map((t) => t.user_id),
    );
    results = outcomes.map((o, i) => ({
      regel: i + 1,
      sleutel: o.email ?? targets[i]?.email ?? o.user_id,
      status: o.verstuurd ? 'verwerkt' : 'mislukt',
      ...(o.verstuurd ? {} : { melding: o.fout.message }),
    }));
  }
  if (!options.json && targets.length === 0) {
    process.stdout.write('Iedereen heeft al een wachtwoord: er is geen uitnodiging verstuurd.\n');
    return;
  }
  if (!options.json) {
    process.stdout.write(
      `${count(targets.length, 'gebruiker', 'gebruikers')} zonder wachtwoord${options.dryRun ? '' : ' uitgenodigd'}:\n${targets.map((t) => `  ${printable(t.email)}`).join('\n')}\n`,
    );
  }
  process.exitCode = printReport(results, {
    json: options.json === true,
    dryRun: options.dryRun === true,
    words,
    opdracht: 'users invite',
    total: results.length,
    interrupted: false,
  });
}

export function registerUsers(program: Command): void {
  const users = commandGroup(
    program,
    'users',
    'gebruikers aanmaken, tonen, importeren en uitnodigen',
    'users list',
  );

  addSingleOptions(
    users
      .command('create')
      .description('een gebruiker aanmaken; die krijgt een welkomstmail om zelf een wachtwoord te kiezen')
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
      const client = clientFor(options);
      const email = await required(options.email, '--email', 'E-mailadres');
      const naam = await required(options.naam, '--naam', 'Naam');
      const { directory, uninvited } = await loadState(client, [email]);
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
        createUserWork(client, directory, uninvited),
        options,
        WORDS,
      );
    },
  );

  addApiOptions(
    users
      .command('list')
      .description('alle gebruikers tonen (of wie bij --zoek past), pagina voor pagina opgehaald')
      .option('--zoek <tekst>', 'alleen gebruikers met deze tekst in naam, e-mail of telefoonnummer')
      .option('--json', 'als JSON')
      .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel users list --zoek jansen --json'),
  ).action(async (options: ApiOptions & { json?: boolean; zoek?: string }) => {
    const all = await listUsers(clientFor(options), options.zoek);
    if (options.json) {
      process.stdout.write(`${toJson({ users: all })}\n`);
      return;
    }
    const rows = all.map((u) =>
      [u.email, u.naam, u.status, u.is_admin ? 'admin' : '', u.telefoonnummer ?? ''].map(printable),
    );
    const header = ['E-MAIL', 'NAAM', 'STATUS', 'ROL', 'TELEFOON'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const format = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd();
    process.stdout.write(
      `${[format(header), ...rows.map(format)].join('\n')}\n${count(all.length, 'gebruiker', 'gebruikers')}\n`,
    );
  });

  addBulkOptions(
    users
      .command('import')
      .argument('<csv>', 'CSV-bestand met kolommen email;naam;telefoonnummer;status')
      .description(
        'gebruikers importeren uit een CSV; elke nieuwe gebruiker krijgt een uitnodiging, bestaande worden overgeslagen zonder mail (opnieuw uitnodigen: users invite --missing)',
      )
      .addHelpText(
        'after',
        "\nVoorbeeld:\n  $ camperdeel users import leden.csv --dry-run\n\nCSV (kopregel verplicht; ; , of tab als scheidingsteken; UTF-8 of Windows-1252; ook 'E-mailadres' en 'Naam'):\n  email;naam;telefoonnummer;status\n  jan@voorbeeld.nl;Jan Jansen;0612345678;prospect",
      ),
  ).action(
    importAction(
      'users import',
      COLUMNS,
      async (table, client) => {
        for (const row of table.rows) {
          const warning = phoneWarning(row.line, row.values.telefoonnummer);
          if (warning) process.stderr.write(`${warning}\n`);
        }
        const { directory, uninvited } = await loadState(
          client,
          table.rows.map((row) => row.values.email),
        );
        const rows = table.rows.map((row) =>
          toBulkRow(
            row,
            row.values.email,
            row.values.email.toLowerCase(),
            () => parseUser(row.values),
            row.values.email.trim().toLowerCase(),
          ),
        );
        return { rows, work: { kind: 'rows', work: createUserWork(client, directory, uninvited) } };
      },
      WORDS,
    ),
  );

  addSingleOptions(
    users
      .command('invite')
      .description('de uitnodiging (opnieuw) sturen aan gebruikers die nog nooit een wachtwoord kozen')
      .option('--missing', 'iedereen die nog geen wachtwoord heeft')
      .option('--email <e>', 'alleen deze gebruiker')
      .addHelpText(
        'after',
        '\nNa een afgebroken import, een mislukte mail of een verlopen link (7 dagen).\n\nVoorbeelden:\n  $ camperdeel users invite --missing --dry-run\n  $ camperdeel users invite --email jan@voorbeeld.nl',
      ),
  ).action(inviteAction);
}
