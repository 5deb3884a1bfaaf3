import { listOf, removed } from '@camperdeel/rules/schemas/answers';
import { apiTokenCreateSchema, apiTokenSchema, tokenCreatedSchema } from '@camperdeel/rules/schemas/tokens';
import { Hono } from 'hono';
import { createApiToken, listApiTokens, revokeApiToken } from '../../auth/api-tokens.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { recordAudit, SECURITY_EVENTS } from '../audit/record.ts';

/**
 * /api/admin/tokens (admin only): API tokens for the CLI; the secret is shown once, at creation. Only a password
 * session manages them; a token may only revoke itself (auth/token-scope.ts).
 */
export const adminTokensRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post(
    '/',
    describe({
      summary: 'API-token aanmaken (CLI)',
      tag: 'beheer-bulk',
      access: 'admin',
      ok: { status: 201, body: tokenCreatedSchema },
      input: true,
    }),
    validate('json', apiTokenCreateSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { naam, geldig_dagen } = c.req.valid('json');
      const created = await createApiToken(db, c.var.authUser.id, naam, now(), geldig_dagen);
      await recordAudit(db, {
        actorId: c.var.authUser.id,
        actorNaam: c.var.authUser.naam,
        soort: SECURITY_EVENTS.tokenCreated,
        doel: created.token.id,
        details: { naam: created.token.naam, verloopt_op: created.token.verloopt_op },
        now: now(),
      });
      return c.json(created, 201);
    },
  )
  .get(
    '/',
    describe({
      summary: 'API-tokens',
      tag: 'beheer-bulk',
      access: 'admin',
      ok: { status: 200, body: listOf('tokens', apiTokenSchema) },
    }),
    async (c) => c.json({ tokens: await listApiTokens(c.var.deps.db) }, 200),
  )
  .delete(
    '/:id',
    describe({
      summary: 'API-token intrekken',
      tag: 'beheer-bulk',
      access: 'admin',
      ok: { status: 200, body: removed('ingetrokken') },
      lookup: true,
    }),
    validateId('not_found'),
    async (c) => {
      const { db, now } = c.var.deps;
      if (!(await revokeApiToken(db, c.req.valid('param').id, now()))) throw apiFailure('not_found');
      return c.json({ ingetrokken: c.req.valid('param').id }, 200);
    },
  );
