import { newPasswordSchema } from '@camperdeel/rules/schemas/auth';
import { firstIssueMessage } from '@camperdeel/rules/schemas/common';
import type { Command } from 'commander';
import { locateDatabase } from '../db/locate.ts';
import { CliError, RowError } from '../errors.ts';
import { readPassword } from '../io/prompt.ts';
import { parseEmail } from '../values.ts';
import { required } from './shared.ts';

type DbOptions = { database?: string };

function withDatabaseOption(command: Command): Command {
  return command.option(
    '--database <pad>',
    'databasebestand (anders DATABASE_PATH, of DATA_DIR/camperdeel.db met DATA_DIR standaard ./data)',
  );
}

async function createAdminAction(options: DbOptions & { email?: string; naam?: string }): Promise<void> {
  const path = locateDatabase(options.database);
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
  process.stdout.write(`Beheerder ${admin.email} aangemaakt in ${path}.\n`);
}

export function registerDb(program: Command): void {
  const db = program
    .command('db')
    .description('lokale opdrachten op het databasebestand (op de server zelf uitvoeren)')
    .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel db backup /var/backups/camperdeel-$(date +%F).db');

  withDatabaseOption(
    db
      .command('migrate')
      .description('de database bijwerken naar het nieuwste schema')
      .addHelpText('after', '\nVoorbeeld:\n  $ DATA_DIR=/srv/camperdeel/data camperdeel db migrate'),
  ).action(async (options: DbOptions) => {
    const path = locateDatabase(options.database);
    const { migrateDatabase } = await import('../db/admin.ts');
    const applied = await migrateDatabase(path);
    process.stdout.write(
      applied.length === 0
        ? `Database ${path} is al bijgewerkt.\n`
        : `Database ${path} bijgewerkt: ${applied.length} migratie(s) uitgevoerd (${applied.join(', ')}).\n`,
    );
  });

  withDatabaseOption(
    db
      .command('backup')
      .argument('<bestand>', 'waar de back-up komt (mag nog niet bestaan)')
      .description(
        'een consistente back-up maken terwijl de server draait, gecontroleerd met een integriteitscontrole',
      )
      .addHelpText(
        'after',
        '\nVoorbeeld:\n  $ camperdeel db backup --database /srv/camperdeel/data/camperdeel.db backup-2027-01-31.db',
      ),
  ).action(async (file: string, options: DbOptions) => {
    const path = locateDatabase(options.database);
    const { backupDatabase } = await import('../db/backup.ts');
    const { resolve } = await import('node:path');
    const result = await backupDatabase(path, resolve(file));
    process.stdout.write(
      `Back-up gemaakt: ${result.file} (${Math.round(result.bytes / 1024)} KB), integriteitscontrole: ${result.integrity}.\n`,
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
        `De database ${path} heeft al gebruikers: er zijn geen demo-gegevens toegevoegd.\n`,
      );
      return;
    }
    const { summary, logins } = outcome;
    const lines = [
      `Demo-gegevens gezet in ${path}: ${summary.campers} campers, ${summary.users} gebruikers, ${summary.reserveringen} reserveringen, ${summary.documenten} documenten, ${summary.facturen} facturen.`,
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
      .addHelpText(
        'after',
        '\nVoorbeelden:\n  $ camperdeel db create-admin --email beheer@camperdeel.nl --naam "Beheer"\n  $ echo "$WACHTWOORD" | camperdeel db create-admin --email beheer@camperdeel.nl --naam "Beheer"',
      ),
  ).action(createAdminAction);
}
