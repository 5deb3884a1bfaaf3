import { SESSION_COOKIE } from '@camperdeel/bff/auth/sessions';
import type { TestServer, TestUser } from '@camperdeel/bff/test/server';
import type { BrowserContext } from '@playwright/test';

/** Puts the user's session (a `camperdeel_session=<token>` cookie made by the server's own createSession) in the browser. */
export async function addSessionCookie(
  context: BrowserContext,
  app: TestServer,
  user: TestUser,
): Promise<void> {
  const token = user.cookie.slice(`${SESSION_COOKIE}=`.length);
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: app.url, httpOnly: true, sameSite: 'Lax' },
  ]);
}
