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

export function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}
