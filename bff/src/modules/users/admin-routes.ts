import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUserSchema,
  userCreatedSchema,
} from '@camperdeel/rules/schemas/admin-users';
import { confirmation, one } from '@camperdeel/rules/schemas/answers';
import { creditsSetSchema, creditsUpdateSchema, userCreditsSchema } from '@camperdeel/rules/schemas/credits';
import { IMAGE_FILE_TYPES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { Hono } from 'hono';
import { sendPasswordReset } from '../../auth/password-reset.ts';
import { createUser } from '../../auth/users.ts';
import {
  adminChangeHandlers,
  adminDeleteHandlers,
  adminPageListHandlers,
} from '../../http/admin-table-routes.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId, validateUpload } from '../../http/validate.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { eraseFilesOf } from '../account/erasure-files.ts';
import { readBalances, readCreditStandard, setCredits } from '../credits/service.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { sendInvitations } from '../invitations/service.ts';
import { uploadUserPhoto } from './admin-photo.ts';
import { deleteAdminUser, getAdminUser, listAdminUsers, updateAdminUser } from './admin-service.ts';

/** /api/admin/users (admin only). */
export const adminUsersRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    ...adminPageListHandlers(
      'users',
      'Gebruikers, per pagina (zoek op naam, e-mail of telefoonnummer)',
      adminUserSchema,
      listAdminUsers,
    ),
  )
  .post(
    '/',
    describeAdmin({
      summary: 'Gebruiker aanmaken',
      ok: { status: 201, body: userCreatedSchema },
      input: true,
      failures: [409],
    }),
    validate('json', adminCreateUserSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const input = c.req.valid('json');
      const created = await createUser(db, {
        email: input.email,
        naam: input.naam,
        password: input.wachtwoord,
        status: input.status,
        telefoonnummer: input.telefoonnummer ?? null,
        now: now(),
      });
      // Welcome mail with a link to choose a password (7 days); a failed mail does not undo the account:
      // `uitnodiging_verstuurd: false` tells the caller, and `users invite --missing` sends it again.
      const [outcome] = await sendInvitations(c.var.deps, [created.id]);
      const user = await getAdminUser(db, created.id);
      return c.json({ user, uitnodiging_verstuurd: outcome?.verstuurd === true }, 201);
    },
  )
  .patch(
    '/:id',
    ...adminChangeHandlers(
      {
        summary: 'Gebruiker wijzigen',
        key: 'user',
        row: adminUserSchema,
        input: adminUpdateUserSchema,
        notFound: 'user_not_found',
        failures: [409, 422],
      },
      (c, id, body) => updateAdminUser(c.var.deps.db, id, body, c.var.deps.now()),
    ),
  )
  .delete(
    '/:id',
    ...adminDeleteHandlers(
      { summary: 'Gebruiker verwijderen', notFound: 'user_not_found', failures: [409, 422] },
      async (c, id) => {
        const { db, config } = c.var.deps;
        const files = await deleteAdminUser(db, id, c.var.authUser.id);
        c.set('auditUserId', id);
        await removeStoredFiles(config, {
          publicUrls: [files.profielfotoUrl],
          privateFiles: files.factuurKeys.map((key) => ({ bucket: 'facturen' as const, key })),
        });
        await eraseFilesOf(c.var.deps, files.person);
      },
    ),
  )
  .post(
    '/:id/password-reset',
    describeAdmin({
      summary: 'Resetlink mailen namens de gebruiker',
      ok: { status: 202, body: confirmation('verstuurd') },
      lookup: true,
    }),
    validateId('user_not_found'),
    async (c) => {
      const { db } = c.var.deps;
      const user = await getAdminUser(db, c.req.valid('param').id);
      await sendPasswordReset(c.var.deps, user.email);
      return c.json({ verstuurd: true }, 202);
    },
  )
  .get(
    '/:id/credits',
    describeAdmin({
      summary: 'Credits van een gebruiker',
      ok: { status: 200, body: userCreditsSchema },
      lookup: true,
    }),
    validateId('user_not_found'),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = await getAdminUser(db, c.req.valid('param').id);
      const [credits, standaard] = await Promise.all([readBalances(db, id), readCreditStandard(db, id)]);
      return c.json({ credits, standaard }, 200);
    },
  )
  .put(
    '/:id/credits',
    describeAdmin({
      summary: 'Credits van een gebruiker zetten',
      ok: { status: 200, body: creditsSetSchema },
      input: true,
      lookup: true,
      failures: [422],
    }),
    validate('json', creditsUpdateSchema),
    validateId('user_not_found'),
    async (c) => {
      const { db, now } = c.var.deps;
      const { id } = await getAdminUser(db, c.req.valid('param').id);
      const input = c.req.valid('json');
      const credits = await setCredits(db, { userId: id, ...input, actorId: c.var.authUser.id, now: now() });
      return c.json({ credits }, 200);
    },
  )
  .post(
    '/:id/photo',
    describeAdmin({
      summary: 'Profielfoto van een gebruiker uploaden',
      ok: { status: 200, body: one('user', adminUserSchema) },
      upload: true,
      lookup: true,
    }),
    validateUpload({ allowed: IMAGE_FILE_TYPES, maxBytes: MAX_IMAGE_BYTES, photos: true }),
    validateId('user_not_found'),
    async (c) => {
      const user = await uploadUserPhoto(
        c.var.deps,
        c.req.valid('param').id,
        c.req.valid('form').files[0] as UploadedFile,
      );
      return c.json({ user }, 200);
    },
  );
