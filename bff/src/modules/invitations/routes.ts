import { confirmation } from '@camperdeel/rules/schemas/answers';
import { passwordResetConfirmSchema } from '@camperdeel/rules/schemas/auth';
import { Hono } from 'hono';
import { clientIp } from '../../http/client-ip.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { enforceLimit } from '../../http/throttle.ts';
import { validate } from '../../http/validate.ts';
import { acceptInvitation } from './service.ts';

/** /api/auth/invitation: the welcome mail's link sets the first password (`{token, wachtwoord}`, like a reset). */
export const invitationRoutes = new Hono<AppEnv>().post(
  '/confirm',
  describe({
    summary: 'Eerste wachtwoord met de uitnodigingslink',
    tag: 'auth',
    access: 'public',
    ok: { status: 200, body: confirmation('ingesteld') },
    input: true,
  }),
  validate('json', passwordResetConfirmSchema),
  async (c) => {
    // Guessing tokens is throttled like guessing passwords: the strict tier, per client.
    await enforceLimit(c, 'auth', `invitation:${clientIp(c)}`);
    const { token, wachtwoord } = c.req.valid('json');
    await acceptInvitation(c.var.deps, token, wachtwoord);
    clearSessionCookie(c);
    return c.json({ ingesteld: true }, 200);
  },
);
