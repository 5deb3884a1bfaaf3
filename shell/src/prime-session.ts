import { primeMe } from '@camperdeel/client/me';
import type { Me } from '@camperdeel/client/session-store';
import { knownSignedOut, takeEarlyRead } from '../../federation/early-data.ts';

const ME_PATH = '/api/auth/me';

/**
 * Hands the HTML's early answer to `GET /api/auth/me` to the data layer before React renders (packages/client
 * `primeMe`), so the first render knows who is signed in. Only a clear answer is used: a visitor the server saw
 * without a session, or a 200 with a user; anything else (no early data, a network failure, another status) is
 * left to the query, which then asks the server as before.
 */
export async function primeSessionFromEarlyData(): Promise<void> {
  if (knownSignedOut()) {
    primeMe(null);
    return;
  }
  const early = takeEarlyRead(ME_PATH);
  if (!early) return;
  const response = await early.catch(() => null);
  if (response?.status !== 200) return;
  const body = (await response.json().catch(() => null)) as { user?: Me } | null;
  if (body?.user && typeof body.user === 'object') primeMe(body.user);
}
