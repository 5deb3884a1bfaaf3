import type { SessionCheck } from '../admin-shell/admin-guard.ts';
import { sessionApi } from './session-api.ts';

/** `GET /api/auth/me` as a guard input: 401 is anonymous, any other failure an error. */
export async function checkSession(): Promise<SessionCheck> {
  const result = await sessionApi.me();
  if (result.ok) return { kind: 'user', user: result.data.user };
  return result.status === 401 ? { kind: 'anonymous' } : { kind: 'error' };
}
