import { hostname } from 'node:os';
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS, isApiTokenDays } from '@camperdeel/rules/schemas/tokens';
import { type Command, InvalidArgumentError } from 'commander';
import { normaliseUrl } from '../config/connection.ts';
import { readLogin, removeLogin, type StoredLogin, writeLogin } from '../config/store.ts';
import { CliError } from '../errors.ts';
import { ApiClient, ApiRequestError } from '../http/client.ts';
import { readPassword } from '../io/prompt.ts';
import { parseEmail } from '../values.ts';
import { required } from './shared.ts';

/** `--geldig <dagen>`: checked while the options are read, so a wrong value fails before the password prompt. */
function parseValidity(raw: string): string {
  if (!/^\d+$/.test(raw) || !isApiTokenDays(Number(raw))) {
    throw new InvalidArgumentError(`Kies een heel aantal dagen van 1 tot en met ${API_TOKEN_MAX_DAYS}.`);
  }
  return raw;
}

/**
 * Signs in as an admin with e-mail and password, lets that session create an API token for this machine (and revoke
 * the one this login replaces: a token can only revoke itself), signs the session out again and stores only the
 * token: the password is never kept.
 */
async function login(options: { url?: string; email?: string; geldig?: string }): Promise<void> {
  const url = normaliseUrl(await required(options.url, '--url', 'Adres van de server'));
  const email = parseEmailOrFail(await required(options.email, '--email', 'E-mailadres'));
  const wachtwoord = await readPassword('Wachtwoord');
  const anonymous = new ApiClient(url);
  let cookie: string;
  try {
    const response = await anonymous.exchange((api) =>
      api.auth.login.$post({ json: { email, wachtwoord, rol: 'admin' } }),
    );
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((c) => c !== '')
      .join('; ');
  } catch (error) {
    if (error instanceof ApiRequestError) throw new CliError(`Inloggen mislukt: ${error.message}`);
    throw error;
  }
  if (cookie === '') throw new CliError('Inloggen mislukt: de server gaf geen sessie terug.');
  const session = { headers: { cookie } };
  try {
    let created: { waarde: string; id: string; verloopt_op: string };
    try {
      const naam = `camperdeel CLI op ${hostname()} (${new Date().toISOString().slice(0, 10)})`;
      const geldig_dagen = options.geldig === undefined ? undefined : Number(options.geldig);
      const { token, waarde } = await anonymous.call((api) =>
        api.admin.tokens.$post({ json: { naam, ...(geldig_dagen ? { geldig_dagen } : {}) } }, session),
      );
      created = { waarde, id: token.id, verloopt_op: token.verloopt_op };
    } catch (error) {
      if (error instanceof ApiRequestError)
        throw new CliError(`Kon geen API-token aanmaken: ${error.message}`);
      throw error;
    }
    const previous = readLoginQuietly();
    const file = writeLogin({
      url,
      token: created.waarde,
      email,
      token_id: created.id,
      aangemaakt_op: new Date().toISOString(),
    });
    process.stdout.write(
      `Ingelogd als ${email} op ${url}. Het API-token is opgeslagen in ${file} en verloopt op ${created.verloopt_op.slice(0, 10)}.\n`,
    );
    // One live token per machine and server: the one this login replaces is revoked, by the session.
    if (previous?.token_id && normaliseUrl(previous.url) === url && previous.token_id !== created.id) {
      const revoked = await revoke(anonymous, previous.token_id, session);
      process.stdout.write(revoked ? 'Het vorige API-token van deze computer is ingetrokken.\n' : '');
    }
  } finally {
    await anonymous.call((api) => api.auth.logout.$post(undefined, session)).catch(() => undefined);
  }
}

function readLoginQuietly(): StoredLogin | undefined {
  try {
    return readLogin();
  } catch {
    return undefined;
  }
}

/**
 * True when the server revoked the token now; an already revoked or unknown token is fine too (false). With a
 * session (login) any token of this admin; with the token itself (logout) only that one.
 */
async function revoke(
  client: ApiClient,
  tokenId: string,
  session?: { headers: { cookie: string } },
): Promise<boolean> {
  try {
    await client.call((api) => api.admin.tokens[':id'].$delete({ param: { id: tokenId } }, session));
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return false;
    throw error;
  }
}

/**
 * Revokes the stored token on the server (with itself) and removes it from this machine. A token the server no
 * longer accepts is removed all the same; an unreachable server leaves the login in place, so it can be retried.
 */
async function logout(): Promise<void> {
  const stored = readLogin();
  if (!stored) {
    process.stdout.write('Niet ingelogd: er is geen opgeslagen login.\n');
    return;
  }
  let note = 'Het API-token is ingetrokken op de server';
  if (!stored.token_id) {
    note =
      'Let op: dit token kon niet op de server worden ingetrokken (geen id bekend); trek het in via het beheer';
  } else {
    try {
      await revoke(new ApiClient(stored.url, stored.token), stored.token_id);
    } catch (error) {
      if (!(error instanceof CliError) || !/ongeldig|ingetrokken|verlopen/.test(error.message)) throw error;
      note = 'Het API-token was al ingetrokken of verlopen';
    }
  }
  removeLogin();
  process.stdout.write(`Uitgelogd van ${stored.url}. ${note}.\n`);
}

function parseEmailOrFail(raw: string): string {
  try {
    return parseEmail(raw);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('inloggen als beheerder; maakt een API-token aan en bewaart het in je configuratiemap')
    .option('--url <url>', 'adres van de server (verplicht)')
    .option('--email <e>', 'e-mailadres van de beheerder (anders gevraagd)')
    .option(
      '--geldig <dagen>',
      `hoeveel dagen het API-token geldig is, 1 tot en met ${API_TOKEN_MAX_DAYS} (standaard ${API_TOKEN_DEFAULT_DAYS})`,
      parseValidity,
    )
    .addHelpText(
      'after',
      '\nHet wachtwoord wordt gevraagd, of gelezen van standaardinvoer als er geen terminal is.\nHet token mag alleen het beheerwerk van de CLI doen; na een wachtwoordwijziging log je opnieuw in.\n\nVoorbeelden:\n  $ camperdeel login --url https://camperdeel.nl --email beheer@camperdeel.nl\n  $ camperdeel login --url https://camperdeel.nl --email beheer@camperdeel.nl --geldig 30\n  $ echo "$WACHTWOORD" | camperdeel login --url https://camperdeel.nl --email beheer@camperdeel.nl',
    )
    .action(login);

  program
    .command('logout')
    .description('uitloggen: trekt het API-token van deze computer in op de server en wist het hier')
    .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel logout')
    .action(logout);
}
