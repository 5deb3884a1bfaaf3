import { errorToast } from '@camperdeel/rules/errors';
import type { SessionCheck } from '../owner-shell/owner-guard.ts';
import { sessionApi } from './session-api.ts';

/** `GET /api/auth/me` as a guard input: 401 is anonymous, any other failure an error with the server's reason. */
export async function checkSession(): Promise<SessionCheck> {
  const result = await sessionApi.me();
  if (result.ok) return { kind: 'user', user: result.data.user };
  if (result.status === 401) return { kind: 'anonymous' };
  return { kind: 'error', message: errorToast(result.body).message };
}
