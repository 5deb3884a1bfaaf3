import { listOf, one } from '@camperdeel/rules/schemas/answers';
import { applicationCreateSchema, applicationSchema } from '@camperdeel/rules/schemas/applications';
import { camperSchema } from '@camperdeel/rules/schemas/camper';
import { IMAGE_FILE_TYPES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { EMAIL_READ_ONLY_HINT, profileSchema, profileUpdateSchema } from '@camperdeel/rules/schemas/profile';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { apiFailure } from '../../http/api-error.ts';
import { requireUser } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateUpload } from '../../http/validate.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { applyForCamper, listOwnApplications } from '../applications/service.ts';
import { camperJson, findCamperRow } from '../campers/view.ts';
import { uploadOwnPhoto } from '../files/uploads.ts';
import { notifyContextOf } from '../notifications/service.ts';
import { getProfile, updateProfile } from './service.ts';

/** The e-mail is read-only (docs/product/public.md#validation-spec-5): say so in the spec's words instead of a generic 'unknown field'. */
const refuseEmailChange = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body === 'object' && body !== null && 'email' in body) {
    throw apiFailure('invalid_input', { message: EMAIL_READ_ONLY_HINT });
  }
  await next();
});

/** /api/me: own profile, photo, applications, assigned campers. */
export const meRoutes = new Hono<AppEnv>()
  .get(
    '/profile',
    describe({
      summary: 'Mijn profiel',
      tag: 'mij',
      access: 'user',
      ok: { status: 200, body: one('profile', profileSchema) },
    }),
    requireUser,
    async (c) => {
      return c.json({ profile: await getProfile(c.var.deps.db, c.var.authUser.id) }, 200);
    },
  )
  .patch(
    '/profile',
    describe({
      summary: 'Mijn profiel wijzigen',
      tag: 'mij',
      access: 'user',
      ok: { status: 200, body: one('profile', profileSchema) },
      input: true,
    }),
    requireUser,
    refuseEmailChange,
    validate('json', profileUpdateSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const profile = await updateProfile(db, c.var.authUser.id, c.req.valid('json'), now());
      return c.json({ profile }, 200);
    },
  )
  .post(
    '/profile/photo',
    describe({
      summary: 'Mijn profielfoto uploaden',
      tag: 'mij',
      access: 'user',
      ok: { status: 200, body: one('profile', profileSchema) },
      upload: true,
    }),
    requireUser,
    // Extra text fields are ignored here, as they always were (z.object strips them).
    validateUpload({
      allowed: IMAGE_FILE_TYPES,
      maxBytes: MAX_IMAGE_BYTES,
      fields: z.object({}),
      photos: true,
    }),
    async (c) => {
      const { files } = c.req.valid('form');
      const profile = await uploadOwnPhoto(c.var.deps, c.var.authUser.id, files[0] as UploadedFile);
      return c.json({ profile }, 200);
    },
  )
  .get(
    '/applications',
    describe({
      summary: 'Mijn aanmeldingen',
      tag: 'mij',
      access: 'user',
      ok: { status: 200, body: listOf('aanmeldingen', applicationSchema) },
    }),
    requireUser,
    async (c) => {
      return c.json({ aanmeldingen: await listOwnApplications(c.var.deps.db, c.var.authUser.id) }, 200);
    },
  )
  .post(
    '/applications',
    describe({
      summary: 'Aanmelden voor een camper',
      tag: 'mij',
      access: 'user',
      ok: { status: 201, body: one('aanmelding', applicationSchema) },
      input: true,
      lookup: true,
      failures: [404, 409, 422],
    }),
    requireUser,
    validate('json', applicationCreateSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const aanmelding = await applyForCamper(db, {
        userId: c.var.authUser.id,
        camperId: c.req.valid('json').camper_id,
        now: now(),
        notify: notifyContextOf(c.var.deps),
      });
      return c.json({ aanmelding }, 201);
    },
  )
  .get(
    '/campers',
    describe({
      summary: 'Mijn campers',
      tag: 'mij',
      access: 'user',
      ok: { status: 200, body: listOf('campers', camperSchema) },
    }),
    requireUser,
    async (c) => {
      const { camperId } = c.var.authUser;
      const row = camperId ? await findCamperRow(c.var.deps.db, camperId) : undefined;
      return c.json({ campers: row ? [camperJson(row)] : [] }, 200);
    },
  );
