import type { Deps } from '../http/env.ts';

/**
 * Links in mails and redirects to our own pages are built from our own origin only: PUBLIC_URL when configured, else
 * the origin this server listens on. Never from the request's Host header, which any client can forge (a forged Host
 * once turned a password-reset mail into an account takeover).
 */
export function appUrl(deps: Pick<Deps, 'appOrigin'>, path: string): string {
  return `${deps.appOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The origin of a server listening on `host`:`port`, as a browser on this machine reaches it. */
export function listeningOrigin(host: string, port: number): string {
  const anyAddress = host === '' || host === '0.0.0.0' || host === '::';
  const name = anyAddress ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** PUBLIC_URL without a trailing slash, else the listening origin. */
export function ownOrigin(publicUrl: string | undefined, host: string, port: number): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : listeningOrigin(host, port);
}
