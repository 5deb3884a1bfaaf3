import { api } from '../../lib/api.ts';

/** The session calls the admin area needs (architecture §5), on the typed BFF client. */

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

type Sent<T> = { ok: boolean; status: number; json(): Promise<T> };

/** One call; a network failure is status 0 with no body, so callers show one kind of error. */
async function call<T>(send: () => Promise<Sent<T>>): Promise<ApiResult<T>> {
  let response: Sent<T>;
  try {
    response = await send();
  } catch {
    return { ok: false, status: 0, body: null };
  }
  const body: unknown = await response.json().catch(() => null);
  return response.ok ? { ok: true, data: body as T } : { ok: false, status: response.status, body };
}

export const sessionApi = {
  me: () => call(() => api.auth.me.$get()),
  /** The admin login: a non-admin gets 403 not_admin and no session. */
  adminLogin: (input: { email: string; wachtwoord: string }) =>
    call(() => api.auth.login.$post({ json: { ...input, rol: 'admin' } })),
  logout: () => call(() => api.auth.logout.$post()),
};
