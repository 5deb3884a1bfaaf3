import { notificationSettingsSchema } from '@camperdeel/rules/schemas/notifications';
import { Hono } from 'hono';
import { requireUser } from '../http/auth.ts';
import type { AppEnv } from '../http/env.ts';
import { validate } from '../http/validate.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readMailSettings,
  unreadCount,
  updateMailSettings,
} from '../services/notifications.ts';

/** /api/me/notifications and /api/me/notification-settings (architecture §10). */
export const meNotificationRoutes = new Hono<AppEnv>()
  .get('/notifications', requireUser, async (c) => {
    const { db } = c.var.deps;
    const userId = c.var.authUser.id;
    const [meldingen, ongelezen] = await Promise.all([
      listNotifications(db, userId),
      unreadCount(db, userId),
    ]);
    return c.json({ meldingen, ongelezen }, 200);
  })
  .post('/notifications/read-all', requireUser, async (c) => {
    const gemarkeerd = await markAllNotificationsRead(c.var.deps.db, c.var.authUser.id);
    return c.json({ gemarkeerd }, 200);
  })
  .post('/notifications/:id/read', requireUser, async (c) => {
    const melding = await markNotificationRead(c.var.deps.db, c.var.authUser.id, c.req.param('id'));
    return c.json({ melding }, 200);
  })
  .get('/notification-settings', requireUser, async (c) => {
    return c.json({ email: await readMailSettings(c.var.deps.db, c.var.authUser.id) }, 200);
  })
  .put('/notification-settings', requireUser, validate('json', notificationSettingsSchema), async (c) => {
    const email = await updateMailSettings(c.var.deps.db, c.var.authUser.id, c.req.valid('json').email);
    return c.json({ email }, 200);
  });
