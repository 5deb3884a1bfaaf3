import { api } from '../../lib/api.ts';

/** The auth and profile calls of /auth and the dashboard header (architecture §5), on the typed BFF client. */

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

export const authApi = {
  me: () => call(() => api.auth.me.$get()),
  login: (json: { email: string; wachtwoord: string }) => call(() => api.auth.login.$post({ json })),
  register: (json: { naam: string; email: string; wachtwoord: string }) =>
    call(() => api.auth.register.$post({ json })),
  saveProfile: (json: {
    beschrijving?: string | null;
    telefoonnummer?: string | null;
    huisdieren?: string | null;
    allergieen_intolleranties?: string | null;
    aantal_familieleden?: number | null;
  }) => call(() => api.me.profile.$patch({ json })),
  requestPasswordReset: (json: { email: string }) => call(() => api.auth['password-reset'].$post({ json })),
  confirmPasswordReset: (json: { token: string; wachtwoord: string }) =>
    call(() => api.auth['password-reset'].confirm.$post({ json })),
  confirmInvitation: (json: { token: string; wachtwoord: string }) =>
    call(() => api.auth.invitation.confirm.$post({ json })),
  logout: () => call(() => api.auth.logout.$post()),
  confirmEmail: (json: { token: string }) => call(() => api.auth['confirm-email'].$post({ json })),
  resendConfirmation: (json: { token?: string }) =>
    call(() => api.auth['confirm-email'].resend.$post({ json })),
};

export type MeUser = Extract<Awaited<ReturnType<typeof authApi.me>>, { ok: true }>['data']['user'];
