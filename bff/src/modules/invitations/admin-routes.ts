import { listOf } from '@camperdeel/rules/schemas/answers';
import {
  invitationSchema,
  invitationSentSchema,
  invitationsSendSchema,
  inviteeSchema,
} from '@camperdeel/rules/schemas/invitations';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { sendInvitation, sendInvitations, usersWithoutPassword } from './service.ts';

/**
 * Invitations to set a first password, mounted beside the users routes under /api/admin/users (admin only).
 * `GET /invitations` lists who never set a password; `POST /invitations` sends to the given users or to all of them
 * (`{"ontbrekend": true}`, what `camperdeel users invite --missing` uses); `POST /:id/invitation` sends to one.
 */
export const adminInvitationRoutes = new Hono<AppEnv>()
  .get(
    '/invitations',
    describe({
      summary: 'Wie nog geen wachtwoord heeft',
      tag: 'beheer-bulk',
      access: 'admin',
      ok: { status: 200, body: listOf('uitnodigingen', inviteeSchema) },
    }),
    requireAdmin,
    async (c) => {
      const users = await usersWithoutPassword(c.var.deps.db);
      return c.json(
        { uitnodigingen: users.map((u) => ({ user_id: u.id, email: u.email, naam: u.naam })) },
        200,
      );
    },
  )
  .post(
    '/invitations',
    describe({
      summary: 'Uitnodigingen opnieuw versturen',
      tag: 'beheer-bulk',
      access: 'admin',
      ok: { status: 202, body: listOf('uitnodigingen', invitationSchema) },
      input: true,
      failures: [413],
    }),
    requireAdmin,
    validate('json', invitationsSendSchema),
    async (c) => {
      const input = c.req.valid('json');
      const ids =
        'user_ids' in input ? input.user_ids : (await usersWithoutPassword(c.var.deps.db)).map((u) => u.id);
      const uitnodigingen = await sendInvitations(c.var.deps, ids);
      return c.json({ uitnodigingen }, 202);
    },
  )
  .post(
    '/:id/invitation',
    describe({
      summary: 'Uitnodiging versturen',
      tag: 'beheer-bulk',
      access: 'admin',
      ok: { status: 202, body: invitationSentSchema },
      lookup: true,
      failures: [409],
    }),
    requireAdmin,
    validateId('user_not_found'),
    async (c) => {
      const user = await sendInvitation(c.var.deps, c.req.valid('param').id);
      return c.json({ verstuurd: true, user_id: user.id, email: user.email }, 202);
    },
  );
