import { applicationCreateSchema } from '@camperdeel/rules/schemas/applications';
import { IMAGE_FILE_TYPES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { EMAIL_READ_ONLY_HINT, profileUpdateSchema } from '@camperdeel/rules/schemas/profile';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiFailure } from '../http/api-error.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv } from '../http/env.ts';
import { validate } from '../http/validate.ts';
import { applyForCamper, listOwnApplications } from '../services/applications.ts';
import { camperJson, findCamperRow } from '../services/camper-view.ts';
import { notifyContextOf } from '../services/notifications.ts';
import { getProfile, replaceProfilePhoto, updateProfile } from '../services/profiles.ts';
import { deleteFile, parsePublicFileUrl, publicFileUrl, saveFile } from '../storage/files.ts';
import { readUpload } from '../storage/upload.ts';

/** The e-mail is read-only (spec §5): say so in the spec's words instead of a generic 'unknown field'. */
const refuseEmailChange = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body === 'object' && body !== null && 'email' in body) {
    throw apiFailure('invalid_input', { message: EMAIL_READ_ONLY_HINT });
  }
  await next();
});

/** /api/me: own profile, photo, applications, assigned campers. */
export const meRoutes = new Hono<AppEnv>()
  .get('/profile', requireUser, async (c) => {
    return c.json({ profile: await getProfile(c.var.deps.db, c.var.authUser.id) }, 200);
  })
  .patch('/profile', requireUser, refuseEmailChange, validate('json', profileUpdateSchema), async (c) => {
    const { db, now } = c.var.deps;
    const profile = await updateProfile(db, c.var.authUser.id, c.req.valid('json'), now());
    return c.json({ profile }, 200);
  })
  .post('/profile/photo', requireUser, async (c) => {
    const { db, config, now } = c.var.deps;
    const upload = await readUpload(c, { allowed: IMAGE_FILE_TYPES, maxBytes: MAX_IMAGE_BYTES });
    const key = await saveFile(config, 'profile-photos', upload.bytes, upload.ext);
    let result: Awaited<ReturnType<typeof replaceProfilePhoto>>;
    try {
      result = await replaceProfilePhoto(db, c.var.authUser.id, publicFileUrl('profile-photos', key), now());
    } catch (error) {
      await deleteFile(config, 'profile-photos', key);
      throw error;
    }
    // The old photo goes only after the profile points at the new one, so a failure never leaves a dead link.
    const previous = result.previousUrl ? parsePublicFileUrl(result.previousUrl) : null;
    if (previous?.bucket === 'profile-photos') await deleteFile(config, previous.bucket, previous.key);
    return c.json({ profile: result.profile }, 200);
  })
  .get('/applications', requireUser, async (c) => {
    return c.json({ aanmeldingen: await listOwnApplications(c.var.deps.db, c.var.authUser.id) }, 200);
  })
  .post('/applications', requireUser, validate('json', applicationCreateSchema), async (c) => {
    const { db, now } = c.var.deps;
    const aanmelding = await applyForCamper(db, {
      userId: c.var.authUser.id,
      camperId: c.req.valid('json').camper_id,
      now: now(),
      notify: notifyContextOf(c.var.deps),
    });
    return c.json({ aanmelding }, 201);
  })
  .get('/campers', requireUser, async (c) => {
    const { camperId } = c.var.authUser;
    const row = camperId ? await findCamperRow(c.var.deps.db, camperId) : undefined;
    return c.json({ campers: row ? [camperJson(row)] : [] }, 200);
  });
