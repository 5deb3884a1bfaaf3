import { ApiFailure, noConnection } from './failure.ts';

/**
 * The one multipart upload outside the typed client, for a form the client's types cannot express yet: several
 * files under a field other than `file` (the handover's `foto` photos), or a route whose declared fields make
 * `file` untypable (the profile photo's `z.object({})`). Other uploads go through the typed client
 * (`api.x.$post({ form: { file, ...fields } })`). Same origin, session cookie, and the same `ApiFailure` as
 * `request()` on refusal. `T` is the route's success body, taken from the client types by the caller.
 */
export async function upload<T>(path: `/api/${string}`, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw noConnection();
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, body);
  return body as T;
}
