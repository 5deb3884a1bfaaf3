import { setTimeout as sleep } from 'node:timers/promises';
import { type Api, createApi } from '@camperdeel/client/api';
import type { Success } from '@camperdeel/client/request';
import { CancelledError, CliError, RowError } from '../errors.ts';

/** A refusal by the server for this one request (validation, conflict, not found): the row fails, the run goes on. */
export class ApiRequestError extends RowError {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** How often a throttled request is tried again before the row is given up. */
const MAX_THROTTLE_RETRIES = 30;

/** Long pauses are announced (at most every 10 s, whatever the concurrency) so a waiting import does not look hung. */
const NOTICE_FROM_SECONDS = 5;
let lastNotice = 0;

function announceWait(seconds: number): void {
  if (seconds < NOTICE_FROM_SECONDS || Date.now() - lastNotice < 10_000) return;
  lastNotice = Date.now();
  process.stderr.write(
    `Even wachten: de server vraagt ${seconds} s pauze (te veel verzoeken); daarna gaat het verder.\n`,
  );
}

/** Every request gives up after this long unless --timeout says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;

function errorOf(body: unknown): { code: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error as { code?: unknown; message?: unknown };
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return undefined;
  return { code: error.code, message: error.message };
}

/** What a typed client call resolves to: only what `call` needs of it. */
type Sent = { status: number; headers: Headers; json(): Promise<unknown> };

/**
 * The CLI's only way to the BFF: the shared typed client (`@camperdeel/client`, Hono's `hc` with the app type) over
 * a fetch that adds the API token as bearer. An invalid, revoked or expired token, a non-admin token, an action no
 * token may do and an unreachable server stop the command (CliError); any other refusal is an ApiRequestError for the caller's row. Throttled
 * requests (429) wait for Retry-After and try again. Answers are typed by the routes: no hand-written shapes.
 */
export class ApiClient {
  readonly baseUrl: string;
  readonly #token: string | undefined;
  readonly timeoutMs: number;
  /** The typed client: `client.call((api) => api.admin.users.$get())`. */
  readonly api: Api;
  /** Told about every throttle wait (a progress bar shows it); without a listener long waits go to stderr. */
  onThrottle: ((seconds: number) => void) | undefined;
  /** Aborted on Ctrl-C: a request still waiting for its throttle turn is then not sent at all. */
  interruptSignal: AbortSignal | undefined;

  constructor(baseUrl: string, token?: string, options: { timeoutMs?: number } = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.#token = token;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.api = createApi(`${this.baseUrl}/api`, {
      fetch: (input: string | URL | Request, init?: RequestInit) => this.#send(input, init),
    });
  }

  /** One typed call: the route's success body (a refusal throws, see the class). */
  async call<R extends Sent>(send: (api: Api) => Promise<R>): Promise<Success<R>> {
    return (await this.exchange(send)).body;
  }

  /** One typed call with the answer's status and headers (login reads the session cookie from them). */
  async exchange<R extends Sent>(
    send: (api: Api) => Promise<R>,
  ): Promise<{ status: number; body: Success<R>; headers: Headers }> {
    const response = await send(this.api);
    const body = response.status === 204 ? null : await response.json();
    return { status: response.status, body: body as Success<R>, headers: response.headers };
  }

  /** The fetch under the typed client: bearer, deadline, throttle waits, and failures as CLI errors. */
  async #send(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (this.#token) headers.set('authorization', `Bearer ${this.#token}`);
    const url = input instanceof Request ? input.url : String(input);
    const path = url.startsWith(this.baseUrl) ? url.slice(this.baseUrl.length) : url;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let text: string;
      try {
        // One deadline for the answer and its body: a server that stalls mid-answer fails the row too.
        const signal = AbortSignal.timeout(this.timeoutMs);
        response = await fetch(input, { ...init, headers, signal });
        text = response.status === 429 && attempt < MAX_THROTTLE_RETRIES ? '' : await response.text();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw new ApiRequestError(
            0,
            'timeout',
            `Geen antwoord van de server binnen ${Math.round(this.timeoutMs / 1000)} s (--timeout); de regel is mogelijk wel verwerkt, een nieuwe run ziet dat`,
          );
        }
        const reason =
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        throw new CliError(`Kan de server op ${this.baseUrl} niet bereiken (${reason}).`);
      }
      if (response.status === 429 && attempt < MAX_THROTTLE_RETRIES) {
        await response.body?.cancel();
        const asked = Number(response.headers.get('retry-after'));
        const seconds = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 60) : 1;
        if (this.onThrottle) this.onThrottle(seconds);
        else announceWait(seconds);
        try {
          await sleep(
            seconds * 1000,
            undefined,
            this.interruptSignal ? { signal: this.interruptSignal } : {},
          );
        } catch {
          throw new CancelledError('afgebroken tijdens het wachten');
        }
        continue;
      }
      let parsed: unknown;
      try {
        parsed = text === '' ? {} : JSON.parse(text);
      } catch {
        throw new CliError(
          `Onverwacht antwoord van ${this.baseUrl}${path} (HTTP ${response.status}): is dit wel een Camperdeel-server?`,
        );
      }
      if (response.ok) {
        // The body was read for the checks above; the typed client reads this copy.
        const nullBody = response.status === 204 || response.status === 205 || response.status === 304;
        return new Response(nullBody ? null : JSON.stringify(parsed), {
          status: response.status,
          headers: response.headers,
        });
      }
      const error = errorOf(parsed) ?? { code: 'unknown', message: `HTTP ${response.status}` };
      if (response.status === 401 && this.#token) {
        throw new CliError(
          `${error.message} Log opnieuw in met 'camperdeel login --url ${this.baseUrl}' of zet een geldig CAMPERDEEL_TOKEN.`,
        );
      }
      if (response.status === 403 && error.code === 'not_admin' && this.#token) {
        throw new CliError(`${error.message} Het API-token moet bij een beheerder horen.`);
      }
      // Not a row's fault: the server keeps this action for a password session (the web app).
      if (response.status === 403 && error.code === 'token_not_allowed' && this.#token) {
        throw new CliError(error.message);
      }
      throw new ApiRequestError(response.status, error.code, error.message);
    }
  }
}
