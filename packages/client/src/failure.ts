import { NO_CONNECTION_CODE, NO_CONNECTION_MESSAGE } from '@camperdeel/rules/errors';
/** The error envelope every failed API call answers with (docs/product/api.md#api-contract-architecture-5): `{ error: { code, message } }`. */
export type ErrorEnvelope = {
  error: { code: string; message: string; details?: Record<string, unknown> };
};

/** The status of a request that never got an answer (offline, DNS, CORS, aborted). */
export const NETWORK_STATUS = 0;

export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = body.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/**
 * A refused or failed API call: the HTTP status and the server's error envelope (or none when the body was not
 * one, e.g. a proxy's HTML page or no answer at all). `message` is the server's Dutch text when it sent one.
 */
const BRAND = Symbol.for('camperdeel.client.ApiFailure');

export class ApiFailure extends Error {
  /**
   * Module Federation bundles this file into more than one shared chunk (request, query-client, …), so the shell's
   * failure policy and a remote's `request()` can hold different copies of the class. `instanceof` checks the
   * brand instead of the prototype, so a refusal is recognised (and its Dutch message shown) whichever copy made it.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  readonly [BRAND] = true;
  readonly status: number;
  readonly envelope: ErrorEnvelope | null;
  /** The toast title of the action that failed, when it depends on the failure (set by `useApiMutation`). */
  actionTitle: string | undefined;
  /** The toast text in place of the server's message, when the product words it itself (set by `useApiMutation`). */
  actionMessage: string | undefined;

  constructor(status: number, body: unknown) {
    const envelope = isErrorEnvelope(body) ? body : null;
    super(envelope?.error.message ?? `HTTP ${status}`);
    this.name = 'ApiFailure';
    this.status = status;
    this.envelope = envelope;
  }

  /** The catalogue code (packages/rules/errors), or null when the answer carried none. */
  get code(): string | null {
    return this.envelope?.error.code ?? null;
  }

  get details(): Record<string, unknown> | undefined {
    return this.envelope?.error.details;
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

/** A request that got no answer: status 0 with the plain 'Geen verbinding' message (docs/product/on-the-road.md). */
export function noConnection(): ApiFailure {
  return new ApiFailure(NETWORK_STATUS, {
    error: { code: NO_CONNECTION_CODE, message: NO_CONNECTION_MESSAGE },
  });
}
