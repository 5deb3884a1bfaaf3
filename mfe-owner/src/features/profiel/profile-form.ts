import { type ProfileUpdateInput, profileUpdateSchema } from '@camperdeel/rules/schemas/profile';

/** The editable fields of 'Mijn Profiel' as the form holds them (text fields as typed, the family count as a number). */
export type ProfileForm = {
  naam: string;
  beschrijving: string;
  telefoonnummer: string;
  huisdieren: string;
  allergieen_intolleranties: string;
  aantal_familieleden: number | null;
};

export type ProfileFormErrors = Partial<Record<keyof ProfileForm, string>>;

type StoredProfile = { [K in Exclude<keyof ProfileForm, 'aantal_familieleden'>]: string | null } & {
  aantal_familieleden: number | null;
};

/** The form's starting values: empty fields for what the profile leaves out. */
export function formFromProfile(profile: StoredProfile): ProfileForm {
  return {
    naam: profile.naam ?? '',
    beschrijving: profile.beschrijving ?? '',
    telefoonnummer: profile.telefoonnummer ?? '',
    huisdieren: profile.huisdieren ?? '',
    allergieen_intolleranties: profile.allergieen_intolleranties ?? '',
    aantal_familieleden: profile.aantal_familieleden,
  };
}

/**
 * Checks the form with the server's own schema (spec §5: naam required, family members a whole number of at
 * least 1 or empty) and gives the body for `PATCH /api/me/profile`, or one Dutch message per wrong field.
 */
export function profileUpdate(
  form: ProfileForm,
): { ok: true; data: ProfileUpdateInput } | { ok: false; errors: ProfileFormErrors } {
  const parsed = profileUpdateSchema.safeParse(form);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in form && !errors[field as keyof ProfileForm]) {
      errors[field as keyof ProfileForm] = issue.message;
    }
  }
  return { ok: false, errors };
}
