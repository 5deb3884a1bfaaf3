import type { Command } from 'commander';
import { UserDirectory } from '../api/users.ts';
import type { StatusWords } from '../bulk/types.ts';
import { connect } from '../config/connection.ts';
import { readTableFile } from '../csv/table.ts';
import { RowError } from '../errors.ts';
import { type ApiClient, ApiRequestError } from '../http/client.ts';
import { parseEmail } from '../values.ts';
import {
  addBulkOptions,
  addSingleOptions,
  type BulkFlags,
  required,
  runImport,
  runSingle,
  toBulkRow,
} from './shared.ts';

type Assignment = { camper: string; email: string };

type ApiCamper = { id: string; naam: string; eigenaars: { user_id: string; email: string }[] };

const WORDS: StatusWords = {
  verwerkt: 'toegewezen',
  gepland: 'wordt toegewezen',
  overgeslagen: 'overgeslagen',
  mislukt: 'mislukt',
};

/** Campers by id and by name (case-insensitive); a name two campers share must be given as the id. */
class CamperDirectory {
  readonly #campers: ApiCamper[];

  constructor(campers: ApiCamper[]) {
    this.#campers = campers;
  }

  static async load(client: ApiClient): Promise<CamperDirectory> {
    const { campers } = await client.get<{ campers: ApiCamper[] }>('/api/admin/campers');
    return new CamperDirectory(campers);
  }

  /** The camper's id when the value names exactly one camper, so rows about one camper run in order. */
  groupOf(nameOrId: string): string {
    try {
      return this.get(nameOrId).id;
    } catch {
      return nameOrId.trim().toLowerCase();
    }
  }

  get(nameOrId: string): ApiCamper {
    const byId = this.#campers.find((c) => c.id === nameOrId);
    if (byId) return byId;
    const wanted = nameOrId.trim().toLowerCase();
    const byName = this.#campers.filter((c) => c.naam.trim().toLowerCase() === wanted);
    if (byName.length > 1)
      throw new RowError(`Meerdere campers heten '${nameOrId}': gebruik het id van de camper`);
    const [camper] = byName;
    if (!camper) throw new RowError(`Geen camper met naam of id '${nameOrId}'`);
    return camper;
  }
}

function parseAssignment(values: { camper: string; email: string }): Assignment {
  const camper = values.camper.trim();
  if (camper === '') throw new RowError('Camper is verplicht');
  return { camper, email: parseEmail(values.email) };
}

/** Assigns through the API (slots, one camper per user and status are the server's rules); an existing owner is skipped. */
function assignWork(client: ApiClient, campers: CamperDirectory, users: UserDirectory) {
  return async (row: Assignment, { dryRun }: { dryRun: boolean }) => {
    const camper = campers.get(row.camper);
    const user = users.get(row.email);
    if (camper.eigenaars.some((e) => e.user_id === user.id)) {
      return { status: 'overgeslagen' as const, melding: `al eigenaar van ${camper.naam}` };
    }
    if (dryRun) return { status: 'gepland' as const, melding: camper.naam };
    try {
      await client.request('POST', `/api/admin/campers/${camper.id}/owners`, { body: { user_id: user.id } });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'already_owner') {
        // Either assigned meanwhile to this camper (a re-run after a crash) or owner of another camper.
        const fresh = (await CamperDirectory.load(client)).get(camper.id);
        if (fresh.eigenaars.some((e) => e.user_id === user.id)) {
          return { status: 'overgeslagen' as const, melding: `al eigenaar van ${camper.naam}` };
        }
      }
      throw error;
    }
    camper.eigenaars.push({ user_id: user.id, email: user.email });
    return { status: 'verwerkt' as const, melding: camper.naam };
  };
}

const COLUMNS = { required: ['camper', 'email'], optional: [] } as const;

export function registerOwners(program: Command): void {
  const owners = program
    .command('owners')
    .description('eigenaars aan campers toewijzen')
    .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel owners import eigenaars.csv');

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
    const client = connect(options.url);
    const values = {
      camper: await required(options.camper, '--camper', 'Camper (naam of id)'),
      email: await required(options.email, '--email', 'E-mailadres'),
    };
    const [campers, users] = await Promise.all([CamperDirectory.load(client), UserDirectory.load(client)]);
    process.exitCode = await runSingle(
      'owners assign',
      values.email,
      () => parseAssignment(values),
      assignWork(client, campers, users),
      options,
      WORDS,
    );
  });

  addBulkOptions(
    owners
      .command('import')
      .argument('<csv>', 'CSV-bestand met kolommen camper;email')
      .description('eigenaars importeren; wie al eigenaar van die camper is wordt overgeslagen')
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel owners import eigenaars.csv --dry-run\n\nCSV (camper is de naam of het id):\n  camper;email\n  Hymer B-Klasse;jan@voorbeeld.nl',
      ),
  ).action(async (csv: string, options: BulkFlags) => {
    const table = readTableFile(csv, COLUMNS);
    const client = connect(options.url);
    const [campers, users] = await Promise.all([CamperDirectory.load(client), UserDirectory.load(client)]);
    const rows = table.map((row) =>
      toBulkRow(
        row.line,
        `${row.values.email} -> ${row.values.camper}`,
        campers.groupOf(row.values.camper),
        () => parseAssignment(row.values),
        row.error,
      ),
    );
    process.exitCode = await runImport(
      'owners import',
      rows,
      assignWork(client, campers, users),
      options,
      WORDS,
    );
  });
}
