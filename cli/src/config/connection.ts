import { CliError } from '../errors.ts';
import { ApiClient } from '../http/client.ts';
import { readLogin } from './store.ts';

export function normaliseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`'${raw}' is geen geldige URL. Voorbeeld: https://camperdeel.nl`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`'${raw}' is geen http- of https-adres.`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * Server and token, in this order: --url, CAMPERDEEL_URL, the stored login; CAMPERDEEL_TOKEN, else the stored
 * token — but only when it was issued by that same server, so a token is never sent to another host.
 */
export function connect(
  urlOption: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  options: { timeoutMs?: number } = {},
): ApiClient {
  const stored = readLogin(env);
  const rawUrl = urlOption ?? (env.CAMPERDEEL_URL || undefined) ?? stored?.url;
  if (!rawUrl) {
    throw new CliError(
      "Niet ingelogd: geen server bekend. Log in met 'camperdeel login --url <url>' of zet CAMPERDEEL_URL en CAMPERDEEL_TOKEN.",
    );
  }
  const url = normaliseUrl(rawUrl);
  const token =
    env.CAMPERDEEL_TOKEN || (stored && normaliseUrl(stored.url) === url ? stored.token : undefined);
  if (!token) {
    throw new CliError(
      `Niet ingelogd op ${url}: geen API-token. Log in met 'camperdeel login --url ${url}' of zet CAMPERDEEL_TOKEN.`,
    );
  }
  return new ApiClient(url, token, options);
}
