import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { newPasswordSchema } from '@camperdeel/rules/schemas/auth';
import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import type { Command } from 'commander';
import { isPostgresTarget, locateDatabase, shownDatabase } from '../db/locate.ts';
import { CliError, RowError } from '../errors.ts';
import { readPassword } from '../io/prompt.ts';
import { count } from '../text/dutch.ts';
import { parseEmail } from '../values.ts';
import { commandGroup, required } from './shared.ts';

type DbOptions = { database?: string; create?: boolean };

/**
 * A typo in --database or DATA_DIR must not create an empty database and carry on (and put the first admin in it):
 * the file must exist unless --create says a new one is meant.
 */
function existingDatabase(options: DbOptions): string {
  const path = locateDatabase(options.database);
  if (!options.create && !isPostgresTarget(path) && !existsSync(path)) {
    throw new CliError(
      `De database ${shownDatabase(path)} bestaat niet. Controleer --database of DATA_DIR, of geef --create om een nieuwe database te maken.`,
    );
  }
  return path;
}

/** The data folder beside the database: --data-dir, else DATA_DIR, else the database file's own folder. */
function locateDataDir(option: string | undefined, databasePath: string): string {
  if (option) return resolve(option);
  if (process.env.DATA_DIR) return resolve(process.env.DATA_DIR);
  return isPostgresTarget(databasePath) ? resolve('./data') : dirname(databasePath);
}

function withDatabaseOption(command: Command): Command {
  return command.option(
    '--database <pad>',
    'databasebestand of postgres://-URL (anders DATABASE_URL, DATABASE_PATH, of DATA_DIR/camperdeel.db met DATA_DIR standaard ./data)',
  );
}

async function createAdminAction(options: DbOptions & { email?: string; naam?: string }): Promise<void> {
  const path = existingDatabase(options);
  let email: string;
  try {
    email = parseEmail(await required(options.email, '--email', 'E-mailadres'));
  } catch (error) {
    throw error instanceof RowError ? new CliError(error.message) : error;
  }
  const naam = await required(options.naam, '--naam', 'Naam');
  const password = await readPassword('Wachtwoord', { confirm: true });
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new CliError(firstIssueMessage(checked.error));
  // Loaded only here: the API commands need neither SQLite nor argon2.
  const { createAdminIn } = await import('../db/admin.ts');
  const admin = await createAdminIn(path, { email, naam, password });
  process.stdout.write(`Beheerder ${admin.email} aangemaakt in ${shownDatabase(path)}.\n`);
}

export function registerDb(program: Command): void {
  const db = commandGroup(
    program,
    'db',
    'lokale opdrachten op het databasebestand (op de server zelf uitvoeren)',
    'db backup /var/backups/camperdeel-$(date +%F)',
  );

  withDatabaseOption(
    db
      .command('migrate')
      .description('de database bijwerken naar het nieuwste schema')
      .addHelpText('after', '\nVoorbeeld:\n  $ DATA_DIR=/srv/camperdeel/data camperdeel db migrate'),
  )
    .option('--create', 'een nieuwe database maken als het bestand nog niet bestaat')
    .action(async (options: DbOptions) => {
      const path = existingDatabase(options);
      const { migrateDatabase } = await import('../db/admin.ts');
      const applied = await migrateDatabase(path);
      process.stdout.write(
        applied.length === 0
          ? `Database ${shownDatabase(path)} is al bijgewerkt.\n`
          : `Database ${shownDatabase(path)} bijgewerkt: ${count(applied.length, 'migratie', 'migraties')} uitgevoerd (${applied.join(', ')}).\n`,
      );
    });

  withDatabaseOption(
    db
      .command('backup')
      .argument(
        '<map>',
        'nieuwe map voor de back-up (mag nog niet bestaan); een naam op .db geeft alleen de database',
      )
      .option(
        '--data-dir <map>',
        'de datamap met storage/ en signing.key (anders DATA_DIR, of de map van de database)',
      )
      .description(
        'een volledige, consistente back-up maken terwijl de server draait: database, storage/ en signing.key (alleen leesbaar voor jou)',
      )
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ DATA_DIR=/srv/camperdeel/data camperdeel db backup /var/backups/camperdeel-2027-01-31',
      ),
  ).action(async (target: string, options: DbOptions & { dataDir?: string }) => {
    const path = existingDatabase({ ...options, create: false });
    const { backupDataFolder, backupDatabaseFile, namesDatabaseFile } = await import('../db/backup.ts');
    if (namesDatabaseFile(target)) {
      const copy = await backupDatabaseFile(path, resolve(target));
      process.stdout.write(
        `Database-back-up gemaakt in ${copy.file}: ${Math.round(copy.bytes / 1024)} KB (integriteitscontrole: ${copy.integrity}). Alleen de database; geef een mapnaam voor een volledige back-up met storage/ en signing.key.\n`,
      );
      return;
    }
    const result = await backupDataFolder(path, locateDataDir(options.dataDir, path), resolve(target));
    process.stdout.write(
      `Back-up gemaakt in ${result.folder}: database ${Math.round(result.bytes / 1024)} KB (integriteitscontrole: ${result.integrity}), ${count(result.files, 'bestand', 'bestanden')} uit storage/${result.signingKey ? ', signing.key' : ''}.\n`,
    );
  });

  db.command('restore')
    .argument('<map>', 'een map gemaakt met camperdeel db backup')
    .option('--data-dir <map>', 'lege datamap om in te herstellen (anders DATA_DIR, standaard ./data)')
    .description('een back-up terugzetten in een lege datamap (een map met inhoud wordt geweigerd)')
    .addHelpText(
      'after',
      '\nVoorbeeld:\n  $ camperdeel db restore /var/backups/camperdeel-2027-01-31 --data-dir /srv/camperdeel/data-nieuw',
    )
    .action(async (backup: string, options: { dataDir?: string }) => {
      const dataDir = resolve(options.dataDir ?? (process.env.DATA_DIR || './data'));
      const { restoreDataFolder } = await import('../db/backup.ts');
      const result = await restoreDataFolder(resolve(backup), dataDir, process.env.DATABASE_URL || undefined);
      process.stdout.write(
        `Hersteld in ${dataDir}: database, ${count(result.files, 'bestand', 'bestanden')} in storage/${result.signingKey ? ', signing.key' : ''}. Start de server met DATA_DIR=${dataDir}.\n`,
      );
    });

  withDatabaseOption(
    db
      .command('seed')
      .description(
        'de demo-gegevens in een lege database zetten (een database met gebruikers blijft ongemoeid)',
      )
      .addHelpText('after', '\nVoorbeeld:\n  $ DATA_DIR=/tmp/camperdeel-demo camperdeel db seed'),
  ).action(async (options: DbOptions) => {
    const path = locateDatabase(options.database);
    const { seedDatabase } = await import('../db/seed.ts');
    const outcome = await seedDatabase(path, process.env);
    if (!outcome.seeded) {
      process.stdout.write(
        `De database ${shownDatabase(path)} heeft al gebruikers: er zijn geen demo-gegevens toegevoegd.\n`,
      );
      return;
    }
    const { summary, logins } = outcome;
    const lines = [
      `Demo-gegevens gezet in ${shownDatabase(path)}: ${summary.campers} campers, ${summary.users} gebruikers, ${summary.reserveringen} reserveringen, ${summary.documenten} documenten, ${summary.facturen} facturen.`,
      'Demo-logins:',
      ...Object.values(logins).map((login) => `  ${login.soort}: ${login.email} / ${login.wachtwoord}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  });

  withDatabaseOption(
    db
      .command('create-admin')
      .description(
        'de eerste beheerder aanmaken (wachtwoord via een vraag, of via standaardinvoer zonder terminal)',
      )
      .option('--email <e>', 'e-mailadres (verplicht)')
      .option('--naam <n>', 'naam (verplicht)')
      .option('--create', 'een nieuwe database maken als het bestand nog niet bestaat')
      .addHelpText(
        'after',
        '\nVoorbeelden:\n  $ camperdeel db create-admin --email beheer@camperdeel.nl --naam "Beheer"\n  $ echo "$WACHTWOORD" | camperdeel db create-admin --email beheer@camperdeel.nl --naam "Beheer"',
      ),
  ).action(createAdminAction);
}
