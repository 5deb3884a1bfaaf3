import { errorToast, FAILURE_TITLES } from '@camperdeel/rules/errors';

/**
 * The toast for a refused admin login: a non-admin (403 not_admin, no session created) gets
 * 'Toegang geweigerd' / 'Je hebt geen admin rechten.'; any other failure 'Inloggen mislukt' with the server's message.
 */
export function adminLoginFailure(body: unknown): { title: string; message: string } {
  const code =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error
      ? (body.error as { code?: unknown }).code
      : undefined;
  return code === 'not_admin' ? errorToast(body) : errorToast(body, FAILURE_TITLES.signIn);
}
