import type { Answer } from '@camperdeel/client/request';
import type { ClubSettingsPutInput } from '@camperdeel/rules/schemas/club-office';
import { admin } from '../../shared/admin-api.ts';

/** The club's settings for admins (docs/decisions/0083-club-office.md). */
export const settingsKey = ['admin', 'settings'] as const;

export type ClubSettings = Answer<typeof admin.settings.$get>;

export const settingsApi = {
  read: () => admin.settings.$get(),
  save: (json: ClubSettingsPutInput) => admin.settings.$put({ json }),
};
