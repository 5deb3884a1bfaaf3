import { clubSettingsPutSchema, clubSettingsSchema } from '@camperdeel/rules/schemas/club-office';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { readClubSettings, saveClubSettings } from './service.ts';

/**
 * /api/admin/settings (admin only): the club's help-page contact details (docs/product/club-office.md#settings).
 * A save is recorded in the audit log like every admin write.
 */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    describeAdmin({
      summary: 'Instellingen van de club (hulpnummers, e-mail, openingstijden)',
      ok: { status: 200, body: clubSettingsSchema },
    }),
    async (c) => c.json(await readClubSettings(c.var.deps.db), 200),
  )
  .put(
    '/',
    describeAdmin({
      summary: 'Instellingen van de club opslaan',
      ok: { status: 200, body: clubSettingsSchema },
      input: true,
      failures: [422],
    }),
    validate('json', clubSettingsPutSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(await saveClubSettings(db, c.req.valid('json'), now()), 200);
    },
  );
