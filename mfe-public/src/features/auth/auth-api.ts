/** The BFF's auth and profile endpoints used by /auth (architecture §5). Cookies carry the session. */

export type MeUser = {
  id: string;
  email: string;
  naam: string;
  status: 'prospect' | 'eigenaar';
  is_admin: boolean;
  profielfoto_url: string | null;
  camper_id: string | null;
};

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

/** One JSON request; a network failure is status 0 with no body, so callers show one kind of error. */
export async function requestJson<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, body: null };
  }
  const parsed: unknown = await response.json().catch(() => null);
  return response.ok ? { ok: true, data: parsed as T } : { ok: false, status: response.status, body: parsed };
}

export const authApi = {
  me: () => requestJson<{ user: MeUser }>('GET', '/api/auth/me'),
  login: (input: { email: string; wachtwoord: string }) =>
    requestJson<{ user: MeUser }>('POST', '/api/auth/login', input),
  register: (input: { naam: string; email: string; wachtwoord: string }) =>
    requestJson<{ user: MeUser }>('POST', '/api/auth/register', input),
  saveProfile: (input: Record<string, string | number | null | undefined>) =>
    requestJson<unknown>('PATCH', '/api/me/profile', input),
  requestPasswordReset: (input: { email: string }) =>
    requestJson<unknown>('POST', '/api/auth/password-reset', input),
  confirmPasswordReset: (input: { token: string; wachtwoord: string }) =>
    requestJson<unknown>('POST', '/api/auth/password-reset/confirm', input),
  logout: () => requestJson<unknown>('POST', '/api/auth/logout'),
};
