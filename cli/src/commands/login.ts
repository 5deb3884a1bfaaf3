import { hostname } from 'node:os';
import type { Command } from 'commander';
import { normaliseUrl } from '../config/connection.ts';
import { writeLogin } from '../config/store.ts';
import { CliError } from '../errors.ts';
import { ApiClient, ApiRequestError } from '../http/client.ts';
import { readPassword } from '../io/prompt.ts';
import { parseEmail } from '../values.ts';
import { required } from './shared.ts';

type TokenResponse = { token?: { id?: string; waarde?: string } | string; waarde?: string };

function secretOf(body: TokenResponse): { waarde: string; id?: string } {
  const token = body.token;
  const waarde = body.waarde ?? (typeof token === 'string' ? token : token?.waarde);
  if (!waarde) throw new CliError('De server gaf geen API-token terug.');
  return typeof token === 'object' && token.id ? { waarde, id: token.id } : { waarde };
}

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
    const response = await anonymous.request('POST', '/api/auth/login', {
      body: { email, wachtwoord, rol: 'admin' },
    });
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
  let created: { waarde: string; id?: string };
  try {
    const naam = `camperdeel CLI op ${hostname()} (${new Date().toISOString().slice(0, 10)})`;
    const response = await anonymous.request<TokenResponse>('POST', '/api/admin/tokens', {
      ...session,
      body: { naam },
    });
    created = secretOf(response.body);
  } catch (error) {
    if (error instanceof ApiRequestError) throw new CliError(`Kon geen API-token aanmaken: ${error.message}`);
    throw error;
  } finally {
    await anonymous.request('POST', '/api/auth/logout', session).catch(() => undefined);
  }
  const file = writeLogin({
    url,
    token: created.waarde,
    email,
    ...(created.id ? { token_id: created.id } : {}),
    aangemaakt_op: new Date().toISOString(),
  });
  process.stdout.write(`Ingelogd als ${email} op ${url}. Het API-token is opgeslagen in ${file}.\n`);
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
}
