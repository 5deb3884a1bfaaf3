/** The BFF's session endpoints the owner area needs (architecture §5). Cookies carry the session. */

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

export const sessionApi = {
  me: () => requestJson<{ user: MeUser }>('GET', '/api/auth/me'),
  logout: () => requestJson<unknown>('POST', '/api/auth/logout'),
};
