import { ERRORS, type ErrorCode, fillPlaceholders, type PlaceholderValues } from '@camperdeel/rules/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the client caused or may see: rendered as `{ error: { code, message } }` with `status`.
 * `message` is Dutch and safe to show; anything else (stack, SQL) never leaves the server.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type FailureOptions = {
  /** Replaces the catalogue text, e.g. with the first validation message. */
  message?: string;
  /** Fills `{year}`-style placeholders of the message. */
  values?: PlaceholderValues;
  details?: Record<string, unknown>;
};

/** An ApiError for a catalogue code (packages/rules/errors): status and Dutch message come from there. */
export function apiFailure(code: ErrorCode, options: FailureOptions = {}): ApiError {
  const entry = ERRORS[code];
  const message = fillPlaceholders(options.message ?? entry.message, options.values ?? {});
  return new ApiError(entry.status as ContentfulStatusCode, code, message, options.details);
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}
