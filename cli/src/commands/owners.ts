import { ERRORS } from '@camperdeel/rules/errors';
import type { Command } from 'commander';
import { type ApiCamper, CamperDirectory } from '../api/campers.ts';
import { type ApiUser, UserDirectory } from '../api/users.ts';
import { failLaterDuplicates } from '../bulk/run.ts';
import type { BulkRow } from '../bulk/types.ts';
import { RowError } from '../errors.ts';
import type { ApiClient } from '../http/client.ts';
import { parseEmail } from '../values.ts';
import {
  addBulkOptions,
  addSingleOptions,
  type BulkFlags,
  clientFor,
  commandGroup,
  importAction,
  required,
  runSingle,
  statusWords,
  toBulkRow,
} from './shared.ts';

type Assignment = { camper: string; email: string };

/** What the simulation decided for a row before anything is sent. */
type Planned = { camper: ApiCamper; user: ApiUser; action: 'assign' | 'skip' };

const WORDS = statusWords('toegewezen');

function parseAssignment(values: { camper: string; email: string }): Assignment {
  const camper = values.camper.trim();
  if (camper === '') throw new RowError('Camper is verplicht');
  return { camper, email: parseEmail(values.email) };
}

/**
 * Decides every row in file order against the server's current state, before anything is sent: the server's rules
 * (one camper per user, free owner slots) applied as the rows would change that state. So the first row for a user
 * wins and a full camper fails the later rows, whatever --concurrency is, and the dry run says what the run will do.
 * The server still checks every assignment itself; this only makes the outcome independent of timing.
 */
function simulate(
  rows: BulkRow<Assignment>[],
  campers: CamperDirectory,
  users: UserDirectory,
): BulkRow<Planned>[] {
  const ownerOf = new Map<string, string>();
  const filled = new Map<string, number>();
  const seenCamper = (camper: ApiCamper) => {
    if (!filled.has(camper.id)) {
      filled.set(camper.id, camper.eigenaars.length);
      for (const owner of camper.eigenaars) ownerOf.set(owner.user_id, camper.id);
    }
  };
  return rows.map((row): BulkRow<Planned> => {
    const { input, ...rest } = row;
    if (row.error !== undefined || input === undefined) return rest;
    try {
      const camper = campers.get(input.camper);
      const user = users.get(input.email);
      seenCamper(camper);
      const owned = ownerOf.get(user.id) ?? user.camper_id ?? undefined;
      if (owned === camper.id) return { ...rest, group: camper.id, input: { camper, user, action: 'skip' } };
      if (owned !== undefined) throw new RowError('Deze gebruiker is al eigenaar van een andere camper.');
      if ((filled.get(camper.id) ?? 0) >= camper.aantal_sloten_eigenaars)
        throw new RowError(ERRORS.camper_full.message);
      ownerOf.set(user.id, camper.id);
      filled.set(camper.id, (filled.get(camper.id) ?? 0) + 1);
      return { ...rest, group: camper.id, input: { camper, user, action: 'assign' } };
    } catch (error) {
      if (error instanceof RowError) return { ...rest, error: error.message };
      throw error;
    }
  });
}

/** Carries out a decided row through the API (which enforces the same rules once more). */
function assignWork(client: ApiClient) {
  return async ({ camper, user, action }: Planned, { dryRun }: { dryRun: boolean }) => {
    if (action === 'skip')
      return { status: 'overgeslagen' as const, melding: `al eigenaar van ${camper.naam}` };
    if (dryRun) return { status: 'gepland' as const, melding: camper.naam };
    await client.call((api) =>
      api.admin.campers[':id'].owners.$post({ param: { id: camper.id }, json: { user_id: user.id } }),
    );
    return { status: 'verwerkt' as const, melding: camper.naam };
  };
}

const COLUMNS = { required: ['camper', 'email'], optional: [] } as const;

export function registerOwners(program: Command): void {
  const owners = commandGroup(
    program,
    'owners',
    'eigenaars aan campers toewijzen',
    'owners import eigenaars.csv',
  );

  addSingleOptions(
    owners
      .command('assign')
      .description('een gebruiker als eigenaar aan een camper toewijzen')
      .option('--camper <naam of id>', 'naam of id van de camper (verplicht)')
      .option('--email <e>', 'e-mailadres van de gebruiker (verplicht)')
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel owners assign --camper "Hymer B-Klasse" --email jan@voorbeeld.nl',
      ),
  ).action(async (options: BulkFlags & { camper?: string; email?: string }) => {
    const client = clientFor(options);
    const values = {
      camper: await required(options.camper, '--camper', 'Camper (naam of id)'),
      email: await required(options.email, '--email', 'E-mailadres'),
    };
    const [campers, users] = await Promise.all([
      CamperDirectory.forNames(client, [values.camper]),
      UserDirectory.forEmails(client, [values.email]),
    ]);
    const [row] = simulate(
      [toBulkRow({ line: 0 }, values.email, values.email, () => parseAssignment(values))],
      campers,
      users,
    );
    process.exitCode = await runSingle(
      'owners assign',
      values.email,
      () => {
        if (!row || row.error !== undefined || row.input === undefined)
          throw new RowError(row?.error ?? 'Ongeldige invoer');
        return row.input;
      },
      assignWork(client),
      options,
      WORDS,
    );
  });

  addBulkOptions(
    owners
      .command('import')
      .argument('<csv>', 'CSV-bestand met kolommen camper;email')
      .description(
        'eigenaars importeren; de eerste regel voor een gebruiker telt, latere regels voor die gebruiker en regels voor een volle camper mislukken',
      )
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel owners import eigenaars.csv --dry-run\n\nCSV (camper is de naam of het id):\n  camper;email\n  Hymer B-Klasse;jan@voorbeeld.nl',
      ),
  ).action(
    importAction(
      'owners import',
      COLUMNS,
      async (table, client) => {
        const [campers, users] = await Promise.all([
          CamperDirectory.forNames(
            client,
            table.rows.map((row) => row.values.camper),
          ),
          UserDirectory.forEmails(
            client,
            table.rows.map((row) => row.values.email),
          ),
        ]);
        const parsed = table.rows.map((row) =>
          toBulkRow(
            row,
            `${row.values.email} -> ${row.values.camper}`,
            row.values.camper.trim().toLowerCase(),
            () => parseAssignment(row.values),
            row.values.email.trim().toLowerCase(),
          ),
        );
        return {
          rows: simulate(failLaterDuplicates(parsed), campers, users),
          work: { kind: 'rows', work: assignWork(client) },
        };
      },
      WORDS,
    ),
  );
}
