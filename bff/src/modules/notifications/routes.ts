import { one } from '@camperdeel/rules/schemas/answers';
import {
  mailSettingsSchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
} from '@camperdeel/rules/schemas/notifications';
import { FIRST_PAGE, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readMailSettings,
  unreadCount,
  updateMailSettings,
} from './service.ts';

/** /api/me/notifications and /api/me/notification-settings (docs/product/api.md#co-owner-life-and-self-service-architecture-10). */
export const meNotificationRoutes = new Hono<AppEnv>()
  .get(
    '/notifications',
    describe({
      summary: 'Mijn meldingen',
      tag: 'meldingen',
      access: 'user',
      ok: { status: 200, body: notificationListSchema },
      input: true,
    }),
    requireUser,
    validate('query', pageQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const userId = c.var.authUser.id;
      const page = c.req.valid('query') ?? FIRST_PAGE;
      const [{ rows, volgende, totaal }, ongelezen] = await Promise.all([
        listNotifications(db, userId, page),
        unreadCount(db, userId),
      ]);
      return c.json({ meldingen: rows, volgende, totaal, ongelezen }, 200);
    },
  )
  .post(
    '/notifications/read-all',
    describe({
      summary: 'Alle meldingen gelezen',
      tag: 'meldingen',
      access: 'user',
      ok: { status: 200, body: z.object({ gemarkeerd: z.number().int() }) },
    }),
    requireUser,
    async (c) => {
      const gemarkeerd = await markAllNotificationsRead(c.var.deps.db, c.var.authUser.id);
      return c.json({ gemarkeerd }, 200);
    },
  )
  .post(
    '/notifications/:id/read',
    describe({
      summary: 'Melding gelezen',
      tag: 'meldingen',
      access: 'user',
      ok: { status: 200, body: one('melding', notificationSchema) },
      lookup: true,
    }),
    requireUser,
    validate('param', idParamSchema, { invalid: 'not_found' }),
    async (c) => {
      const melding = await markNotificationRead(c.var.deps.db, c.var.authUser.id, c.req.valid('param').id);
      return c.json({ melding }, 200);
    },
  )
  .get(
    '/notification-settings',
    describe({
      summary: 'E-mail per soort melding',
      tag: 'meldingen',
      access: 'user',
      ok: { status: 200, body: mailSettingsSchema },
    }),
    requireUser,
    async (c) => {
      return c.json({ email: await readMailSettings(c.var.deps.db, c.var.authUser.id) }, 200);
    },
  )
  .put(
    '/notification-settings',
    describe({
      summary: 'E-mail per soort melding wijzigen',
      tag: 'meldingen',
      access: 'user',
      ok: { status: 200, body: mailSettingsSchema },
      input: true,
    }),
    requireUser,
    validate('json', notificationSettingsSchema),
    async (c) => {
      const email = await updateMailSettings(c.var.deps.db, c.var.authUser.id, c.req.valid('json').email);
      return c.json({ email }, 200);
    },
  );
