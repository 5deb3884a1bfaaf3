import { dataExportSchema, passwordChangedSchema, sessionSchema } from '@camperdeel/rules/schemas/account';
import { changePasswordSchema, deleteAccountSchema } from '@camperdeel/rules/schemas/account-requests';
import { confirmation, listOf, removed } from '@camperdeel/rules/schemas/answers';
import { sessionParamSchema } from '@camperdeel/rules/schemas/params';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hashSecret } from '../../auth/secrets.ts';
import { requireUser } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { clearSessionCookie, readSessionCookie } from '../../http/session-cookie.ts';
import { enforceLimit } from '../../http/throttle.ts';
import { validate, validateId } from '../../http/validate.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { exportUserData } from './data-export.ts';
import { eraseFilesOf } from './erasure-files.ts';
import {
  changePassword,
  deleteOwnAccount,
  endSession,
  listSessions,
  withdrawApplication,
} from './service.ts';

type SessionVars = { Variables: { currentSession: string | null; signedOut: boolean } };

/**
 * Exposes the id (SHA-256 of the token) of the session making this request as `c.var.currentSession` (null for an API
 * token), and clears the cookie afterwards when the handler ended that very session (`c.set('signedOut', true)`).
 */
const sessionAware = createMiddleware<AppEnv & SessionVars>(async (c, next) => {
  const token = c.var.user?.via === 'session' ? readSessionCookie(c) : undefined;
  c.set('currentSession', token ? hashSecret(token) : null);
  c.set('signedOut', false);
  await next();
  if (c.var.signedOut) clearSessionCookie(c);
});

/** Guessing the current password through these forms costs like guessing it at the login (strict tier, per user). */
const selfServiceLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user) await enforceLimit(c, 'auth', `self-service:${c.var.user.id}`);
  await next();
});

/** /api/me self-service (docs/product/api.md#co-owner-life-and-self-service-architecture-10): password, sessions, withdraw, export, erase. */
export const meAccountRoutes = new Hono<AppEnv>()
  .post(
    '/password',
    describe({
      summary: 'Wachtwoord wijzigen',
      tag: 'account',
      access: 'user',
      ok: { status: 200, body: passwordChangedSchema },
      input: true,
      failures: [{ status: 403, description: 'Huidig wachtwoord onjuist (wrong_password)' }, 422],
    }),
    sessionAware,
    requireUser,
    selfServiceLimit,
    validate('json', changePasswordSchema),
    async (c) => {
      const user = c.var.authUser;
      const input = c.req.valid('json');
      const beeindigd = await changePassword(c.var.deps.db, {
        user,
        currentSession: c.var.currentSession,
        huidig: input.huidig_wachtwoord,
        nieuw: input.nieuw_wachtwoord,
        now: c.var.deps.now(),
      });
      return c.json({ gewijzigd: true, beeindigde_sessies: beeindigd }, 200);
    },
  )
  .get(
    '/sessions',
    describe({
      summary: 'Mijn sessies',
      tag: 'account',
      access: 'user',
      ok: { status: 200, body: listOf('sessies', sessionSchema) },
    }),
    sessionAware,
    requireUser,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json({ sessies: await listSessions(db, c.var.authUser.id, c.var.currentSession, now()) }, 200);
    },
  )
  .delete(
    '/sessions/:id',
    describe({
      summary: 'Sessie beëindigen',
      tag: 'account',
      access: 'user',
      ok: { status: 200, body: removed('beeindigd') },
      lookup: true,
    }),
    sessionAware,
    requireUser,
    validate('param', sessionParamSchema, { invalid: 'not_found' }),
    async (c) => {
      const wasCurrent = await endSession(c.var.deps.db, {
        user: c.var.authUser,
        publicId: c.req.valid('param').id,
        currentSession: c.var.currentSession,
        now: c.var.deps.now(),
      });
      c.set('signedOut', wasCurrent);
      return c.json({ beeindigd: c.req.valid('param').id }, 200);
    },
  )
  .delete(
    '/applications/:id',
    describe({
      summary: 'Aanmelding intrekken',
      tag: 'account',
      access: 'user',
      ok: { status: 200, body: removed('ingetrokken') },
      lookup: true,
      failures: [409],
    }),
    requireUser,
    validateId('not_found'),
    async (c) => {
      await withdrawApplication(c.var.deps.db, c.var.authUser.id, c.req.valid('param').id);
      return c.json({ ingetrokken: c.req.valid('param').id }, 200);
    },
  )
  .get(
    '/export',
    describe({
      summary: 'Mijn gegevens exporteren',
      tag: 'account',
      access: 'user',
      ok: { status: 200, body: dataExportSchema },
    }),
    sessionAware,
    requireUser,
    async (c) => {
      const { db, now } = c.var.deps;
      const data = await exportUserData(db, c.var.authUser.id, c.var.currentSession, now());
      c.header('content-disposition', 'attachment; filename="camperdeel-mijn-gegevens.json"');
      return c.json(data, 200);
    },
  )
  .delete(
    '/',
    describe({
      summary: 'Mijn account verwijderen',
      tag: 'account',
      access: 'user',
      ok: { status: 200, body: confirmation('verwijderd') },
      input: true,
      failures: [{ status: 403, description: 'Wachtwoord onjuist (wrong_password)' }, 409, 422],
    }),
    sessionAware,
    requireUser,
    selfServiceLimit,
    validate('json', deleteAccountSchema),
    async (c) => {
      const user = c.var.authUser;
      const { db, config, now } = c.var.deps;
      const files = await deleteOwnAccount(db, {
        user,
        wachtwoord: c.req.valid('json').wachtwoord,
        now: now(),
      });
      await removeStoredFiles(config, files);
      if (files.person) await eraseFilesOf(c.var.deps, files.person);
      c.set('signedOut', true);
      return c.json({ verwijderd: true }, 200);
    },
  );
