import { ApiFailure, noConnection } from './failure.ts';
import { answeredFrom } from './offline.ts';

/** What a typed client call resolves to: only what `request` needs of it. */
export type Sent = { ok: boolean; status: number; headers?: Headers; json(): Promise<unknown> };

/**
 * The body of a call's successful answers. A client response is a union per declared status; the failure
 * statuses are left out, so a caller never mistakes an error envelope for data.
 */
export type Success<R> = R extends { ok: true; json(): Promise<infer T> } ? T : never;

/** The body type of a client method's success: `Answer<typeof api.owner.camper.$get>`. */
export type Answer<F extends (...args: never[]) => Promise<unknown>> = Success<Awaited<ReturnType<F>>>;

/**
 * One call on the typed client: resolves with the typed success body, or rejects with an `ApiFailure` (the
 * status and the server's error envelope; status 0 when no answer came). A 204 resolves with null.
 */
export async function request<R extends Sent>(send: () => Promise<R>): Promise<Success<R>> {
  let response: R;
  try {
    response = await send();
  } catch {
    throw noConnection();
  }
  answeredFrom(response.headers);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, body);
  return body as Success<R>;
}
