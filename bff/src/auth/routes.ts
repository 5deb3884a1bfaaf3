import { confirmation } from '@camperdeel/rules/schemas/answers';
import {
  confirmEmailSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  resendConfirmationSchema,
  userAnswer,
} from '@camperdeel/rules/schemas/auth';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { answerSent } from '../http/answered.ts';
import { apiFailure } from '../http/api-error.ts';
import { requireUser } from '../http/auth.ts';
import { clientIp } from '../http/client-ip.ts';
import { describe } from '../http/describe.ts';
import type { AppEnv, AuthUser } from '../http/env.ts';
import { rememberDevice } from '../http/known-device.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../http/session-cookie.ts';
import { enforceLimit, enforceLoginLimit } from '../http/throttle.ts';
import { validate } from '../http/validate.ts';
import { afterAnswer } from '../mail/mailer.ts';
import { recordAudit, SECURITY_EVENTS } from '../modules/audit/record.ts';
import { loadAuthUser } from './current-user.ts';
import {
  confirmationTarget,
  confirmEmail,
  sendConfirmationMailSafely,
  userOfConfirmationToken,
} from './email-confirmation.ts';
import { spendAddressMail } from './mail-budget.ts';
import { meView } from './me-view.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { checkPassword } from './password-login.ts';
import { confirmPasswordReset, sendPasswordReset } from './password-reset.ts';
import { createSession, invalidateSession } from './sessions.ts';
import { createUser } from './users.ts';

/** A new session for `user` (a fresh one on every sign-in), its cookie, and the `{ user }` body. */
async function signIn(c: Context<AppEnv>, user: AuthUser) {
  const { db, now } = c.var.deps;
  const session = await createSession(db, user.id, now(), c.req.header('user-agent'));
  setSessionCookie(c, session.token, session.expiresAt);
  // This browser is now known for this account: a password flood against it cannot lock it out (throttle.ts).
  rememberDevice(c, user.id);
  // The request log names who signed in.
  c.set('user', user);
  return { user: await meView(db, user) };
}

async function requireLoaded(c: Context<AppEnv>, userId: string): Promise<AuthUser> {
  const user = await loadAuthUser(c.var.deps.db, userId, 'session');
  if (!user) throw apiFailure('not_authenticated');
  return user;
}

const RESET_ACCEPTED = { verstuurd: true } as const;

/**
 * docs/product/api.md#api-contract-architecture-5 answers a reset request with 202 always: a missing or malformed address gets the same answer as
 * an unknown one (and sends nothing), so the endpoint never tells anything about its input or the accounts.
 */
const acceptAnyResetRequest = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (!passwordResetRequestSchema.safeParse(body).success) return c.json(RESET_ACCEPTED, 202);
  await next();
});

/** /api/auth: register, login, logout, me, password reset, e-mail confirmation, optional OIDC sign-in. */
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/register',
    describe({
      summary: 'Registreren (stap 1)',
      tag: 'auth',
      access: 'public',
      ok: { status: 201, body: userAnswer },
      input: true,
      failures: [409],
    }),
    validate('json', registerSchema),
    async (c) => {
      const input = c.req.valid('json');
      await enforceLimit(c, 'auth', `email:${input.email}`);
      const created = await createUser(c.var.deps.db, {
        email: input.email,
        naam: input.naam,
        password: input.wachtwoord,
        status: 'prospect',
        now: c.var.deps.now(),
      });
      // Spec flow unchanged: the new account is signed in at once. The mail proves the address later, which is what
      // lets a sign-in through SSO tell the mailbox's owner from someone who registered their address (ADR). Past
      // the address's mail budget the account is made all the same, without a mail (a resend can ask for one later).
      if ((await spendAddressMail(c.var.deps.db, created.email)).allowed)
        await sendConfirmationMailSafely(c.var.deps, {
          id: created.id,
          email: created.email,
          naam: created.naam,
          confirmed: false,
        });
      return c.json(await signIn(c, await requireLoaded(c, created.id)), 201);
    },
  )
  .post(
    '/login',
    describe({
      summary: 'Inloggen (rol admin: alleen admins)',
      tag: 'auth',
      access: 'public',
      ok: { status: 200, body: userAnswer },
      input: true,
      failures: [
        { status: 401, description: 'E-mail of wachtwoord onjuist (invalid_credentials)' },
        { status: 403, description: 'Geen admin bij inloggen met rol admin (not_admin)' },
      ],
    }),
    validate('json', loginSchema),
    async (c) => {
      const { db } = c.var.deps;
      const input = c.req.valid('json');
      await enforceLoginLimit(c, input.email);
      const accountId = await checkPassword(db, {
        email: input.email,
        wachtwoord: input.wachtwoord,
        ...(input.rol ? { rol: input.rol } : {}),
        ip: clientIp(c),
        now: c.var.deps.now(),
      });
      const user = await requireLoaded(c, accountId);
      if (input.rol === 'admin' && !user.isAdmin) {
        // docs/product/admin.md#screens-spec-2: a non-admin at the admin login "is signed out again and refused", so a session this browser
        // already had ends too; without one, the answer sets no cookie at all.
        const current = readSessionCookie(c);
        if (current) {
          await invalidateSession(db, current);
          clearSessionCookie(c);
        }
        await recordAudit(db, {
          actorId: user.id,
          actorNaam: user.naam,
          soort: SECURITY_EVENTS.loginFailed,
          doel: user.id,
          details: { email: input.email, ip: clientIp(c), reden: 'geen_admin' },
          now: c.var.deps.now(),
        });
        throw apiFailure('not_admin');
      }
      return c.json(await signIn(c, user), 200);
    },
  )
  .post(
    '/logout',
    describe({
      summary: 'Uitloggen',
      tag: 'auth',
      access: 'public',
      ok: { status: 200, body: confirmation('uitgelogd') },
    }),
    async (c) => {
      const token = readSessionCookie(c);
      if (token) await invalidateSession(c.var.deps.db, token);
      clearSessionCookie(c);
      return c.json({ uitgelogd: true }, 200);
    },
  )
  .get(
    '/me',
    describe({
      summary: 'De ingelogde gebruiker',
      tag: 'auth',
      access: 'user',
      ok: { status: 200, body: userAnswer },
    }),
    requireUser,
    async (c) => c.json({ user: await meView(c.var.deps.db, c.var.authUser, c.var.readVersion) }, 200),
  )
  .post(
    '/password-reset',
    describe({
      summary: 'Resetlink mailen (altijd 202)',
      tag: 'auth',
      access: 'public',
      ok: { status: 202, body: confirmation('verstuurd') },
    }),
    acceptAnyResetRequest,
    validate('json', passwordResetRequestSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      const { deps } = c.var;
      await enforceLimit(c, 'auth', `email:${email}`);
      // Known and unknown addresses do the same before the answer: the throttle count and the address's mail budget
      // (one statement). The look-up, the link's token and the mail come after it, so neither the answer nor its
      // timing tells whether the address has an account, or whether its budget was spent.
      const budget = await spendAddressMail(deps.db, email);
      if (budget.allowed) await afterAnswer(deps.config, answerSent(c), () => sendPasswordReset(deps, email));
      return c.json(RESET_ACCEPTED, 202);
    },
  )
  .post(
    '/password-reset/confirm',
    describe({
      summary: 'Nieuw wachtwoord met resetlink',
      tag: 'auth',
      access: 'public',
      ok: { status: 200, body: confirmation('gewijzigd') },
      input: true,
    }),
    validate('json', passwordResetConfirmSchema),
    async (c) => {
      const { token, wachtwoord } = c.req.valid('json');
      await confirmPasswordReset(c.var.deps, token, wachtwoord);
      clearSessionCookie(c);
      return c.json({ gewijzigd: true }, 200);
    },
  )
  .post(
    '/confirm-email',
    describe({
      summary: 'E-mailadres bevestigen met de link uit de registratiemail',
      tag: 'auth',
      access: 'public',
      ok: { status: 200, body: confirmation('bevestigd') },
      input: true,
    }),
    validate('json', confirmEmailSchema),
    async (c) => {
      await confirmEmail(c.var.deps, c.req.valid('json').token);
      return c.json({ bevestigd: true }, 200);
    },
  )
  .post(
    '/confirm-email/resend',
    describe({
      summary: 'Nieuwe bevestigingslink mailen (ingelogd, of met een eerdere link)',
      tag: 'auth',
      access: 'public',
      ok: { status: 202, body: confirmation('verstuurd') },
      input: true,
      failures: [401, 409],
    }),
    validate('json', resendConfirmationSchema),
    async (c) => {
      const { db } = c.var.deps;
      // Sends mail: the strict tier, per client address here and per account below (ADR e-mail confirmation).
      await enforceLimit(c, 'auth', `mail-ip:${clientIp(c)}`);
      const { token } = c.req.valid('json');
      const userId = token ? await userOfConfirmationToken(db, token) : c.var.user?.id;
      if (!userId) throw apiFailure('not_authenticated');
      const target = await confirmationTarget(db, userId);
      if (!target) throw apiFailure('invalid_token');
      await enforceLimit(c, 'auth', `email:${target.email}`);
      if (target.confirmed) throw apiFailure('email_already_confirmed');
      // Only the account's own session or link gets here, so saying that its address had enough mail reveals nothing.
      const budget = await spendAddressMail(db, target.email);
      if (!budget.allowed) {
        c.header('Retry-After', String(budget.retryAfterSeconds));
        throw apiFailure('mail_budget_exceeded', { details: { retry_after: budget.retryAfterSeconds } });
      }
      await sendConfirmationMailSafely(c.var.deps, target);
      return c.json({ verstuurd: true }, 202);
    },
  )
  .route('/oidc', oidcRoutes);
