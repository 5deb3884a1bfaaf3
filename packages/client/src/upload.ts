import { ApiFailure, NETWORK_STATUS } from './failure.ts';

/**
 * The one multipart upload of the web apps, for routes that read the form themselves (the typed client has no
 * form type for them yet): same origin, session cookie, and the same `ApiFailure` as `request()` on refusal.
 * `T` is the route's success body, taken from the client types by the caller.
 */
export async function upload<T>(path: `/api/${string}`, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new ApiFailure(NETWORK_STATUS, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, body);
  return body as T;
}
