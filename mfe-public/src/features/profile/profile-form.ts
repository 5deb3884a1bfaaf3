import type { Profile } from './profile-api.ts';

/** The profile form's values: every field as the text in its input. */
export type ProfileFormValues = {
  naam: string;
  beschrijving: string;
  telefoonnummer: string;
  huisdieren: string;
  allergieen_intolleranties: string;
  aantal_familieleden: string;
};

/** The form filled from the stored profile (null fields become empty inputs). */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    naam: profile.naam,
    beschrijving: profile.beschrijving ?? '',
    telefoonnummer: profile.telefoonnummer ?? '',
    huisdieren: profile.huisdieren ?? '',
    allergieen_intolleranties: profile.allergieen_intolleranties ?? '',
    aantal_familieleden: profile.aantal_familieleden === null ? '' : String(profile.aantal_familieleden),
  };
}

/** docs/product/calendar-and-credits.md#business-constants-spec-9: after saving the profile the dashboard opens after half a second. */
export const AFTER_SAVE_REDIRECT_MS = 500;
