import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { registerCredits } from './commands/credits.ts';
import { registerDb } from './commands/db.ts';
import { registerInvoices } from './commands/invoices.ts';
import { registerLogin } from './commands/login.ts';
import { registerOwners } from './commands/owners.ts';
import { registerUsers } from './commands/users.ts';

const TITLES: Record<string, string> = {
  'Usage:': 'Gebruik:',
  'Options:': 'Opties:',
  'Commands:': 'Opdrachten:',
  'Arguments:': 'Argumenten:',
  'Global Options:': 'Algemene opties:',
};

/** commander's own messages are English; the operator gets them in Dutch. */
const ERROR_TRANSLATIONS: [RegExp, string][] = [
  [/error: missing required argument '(.+?)'/, "fout: verplicht argument '$1' ontbreekt"],
  [/error: option '(.+?)' argument missing/, "fout: optie '$1' mist een waarde"],
  [
    /error: option '(.+?)' argument '(.*?)' is invalid\./,
    "fout: optie '$1' heeft een ongeldige waarde '$2'.",
  ],
  [/error: required option '(.+?)' not specified/, "fout: verplichte optie '$1' ontbreekt"],
  [/error: unknown option '(.+?)'/, "fout: onbekende optie '$1'"],
  [/error: unknown command '(.+?)'/, "fout: onbekende opdracht '$1'"],
  [/error: too many arguments.*?: (.*)\./, 'fout: te veel argumenten: $1'],
  [/\(Did you mean (.+?)\?\)/, '(Bedoelde je $1?)'],
  [/^error:/, 'fout:'],
];

export function translateCommanderMessage(message: string): string {
  return ERROR_TRANSLATIONS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    message,
  );
}

function dutchTerms(text: string): string {
  return text.replace('[options]', '[opties]').replace('[command]', '[opdracht]');
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Dutch help on every command: titles, the help option, the help command. */
function dutch(command: Command): Command {
  command
    .configureHelp({
      styleTitle: (title) => TITLES[title] ?? title,
      styleUsage: dutchTerms,
      styleSubcommandTerm: dutchTerms,
    })
    .helpOption('-h, --help', 'toon deze hulp')
    .showSuggestionAfterError(true)
    // Every command throws instead of exiting, so main can answer --json with JSON for a usage error too.
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(translateCommanderMessage(text)) });
  if (command.commands.length > 0) command.helpCommand('help [opdracht]', 'toon hulp bij een opdracht');
  for (const sub of command.commands) dutch(sub);
  return command;
}

export function buildProgram(): Command {
  const program = new Command('camperdeel')
    .description(
      'Beheer Camperdeel vanaf de terminal: gebruikers, credits, eigenaars en facturen in bulk, via de API van de server.\nLokale db-opdrachten werken rechtstreeks op het databasebestand.',
    )
    .version(version(), '-V, --version', 'toon het versienummer')
    .addHelpText(
      'after',
      '\nVoorbeelden:\n  $ camperdeel login --url https://camperdeel.nl --email beheer@camperdeel.nl\n  $ camperdeel users import leden.csv --dry-run\n  $ camperdeel help credits\n\nOmgeving: CAMPERDEEL_URL en CAMPERDEEL_TOKEN in plaats van een opgeslagen login.',
    );
  registerLogin(program);
  registerUsers(program);
  registerCredits(program);
  registerOwners(program);
  registerInvoices(program);
  registerDb(program);
  return dutch(program);
}
