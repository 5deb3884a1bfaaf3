import { hostname } from 'node:os';
import type { Command } from 'commander';
import { normaliseUrl } from '../config/connection.ts';
import { readLogin, removeLogin, type StoredLogin, writeLogin } from '../config/store.ts';
import { CliError } from '../errors.ts';
import { ApiClient, ApiRequestError } from '../http/client.ts';
import { readPassword } from '../io/prompt.ts';
import { parseEmail } from '../values.ts';
import { required } from './shared.ts';

/**
 * Signs in as an admin with e-mail and password, lets that session create an API token for this machine, signs
 * the session out again and stores only the token: the password is never kept.
 */
async function login(options: { url?: string; email?: string }): Promise<void> {
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
  let created: { waarde: string; id: string };
  try {
    const naam = `camperdeel CLI op ${hostname()} (${new Date().toISOString().slice(0, 10)})`;
    const { token, waarde } = await anonymous.call((api) =>
      api.admin.tokens.$post({ json: { naam } }, session),
    );
    created = { waarde, id: token.id };
  } catch (error) {
    if (error instanceof ApiRequestError) throw new CliError(`Kon geen API-token aanmaken: ${error.message}`);
    throw error;
  } finally {
    await anonymous.call((api) => api.auth.logout.$post(undefined, session)).catch(() => undefined);
  }
  const previous = readLoginQuietly();
  const file = writeLogin({
    url,
    token: created.waarde,
    email,
    token_id: created.id,
    aangemaakt_op: new Date().toISOString(),
  });
  process.stdout.write(`Ingelogd als ${email} op ${url}. Het API-token is opgeslagen in ${file}.\n`);
  // One live token per machine and server: the one this login replaces is revoked with the new one.
  if (previous?.token_id && normaliseUrl(previous.url) === url && previous.token_id !== created.id) {
    const revoked = await revoke(new ApiClient(url, created.waarde), previous.token_id);
    process.stdout.write(revoked ? 'Het vorige API-token van deze computer is ingetrokken.\n' : '');
  }
}

function readLoginQuietly(): StoredLogin | undefined {
  try {
    return readLogin();
  } catch {
    return undefined;
  }
}

/** True when the server revoked the token now; an already revoked or unknown token is fine too (false). */
async function revoke(client: ApiClient, tokenId: string): Promise<boolean> {
  try {
    await client.call((api) => api.admin.tokens[':id'].$delete({ param: { id: tokenId } }));
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
      if (!(error instanceof CliError) || !/ongeldig of ingetrokken/.test(error.message)) throw error;
      note = 'Het API-token was al ingetrokken';
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
    .addHelpText(
      'after',
      '\nHet wachtwoord wordt gevraagd, of gelezen van standaardinvoer als er geen terminal is.\n\nVoorbeelden:\n  $ camperdeel login --url https://camperdeel.nl --email beheer@camperdeel.nl\n  $ echo "$WACHTWOORD" | camperdeel login --url https://camperdeel.nl --email beheer@camperdeel.nl',
    )
    .action(login);

  program
    .command('logout')
    .description('uitloggen: trekt het API-token van deze computer in op de server en wist het hier')
    .addHelpText('after', '\nVoorbeeld:\n  $ camperdeel logout')
    .action(logout);
}
