import { ApiFailure } from './failure.ts';

/** A call's outcome as a value, for components that take I/O as `{ ok, data } | { ok: false, status, body }`. */
export type Result<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

/**
 * Turns a `request()` promise into a `Result`: for the partner-site embed, which has no query client, and the apply
 * flow, whose failure toast the product words apart from the server's message.
 */
export async function asResult<T>(pending: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await pending };
  } catch (error) {
    if (error instanceof ApiFailure) return { ok: false, status: error.status, body: error.envelope };
    throw error;
  }
}
