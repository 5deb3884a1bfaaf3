/** The editable fields of 'Mijn Profiel' as the form holds them (text fields as typed, the family count as a number). */
export type ProfileForm = {
  naam: string;
  beschrijving: string;
  telefoonnummer: string;
  huisdieren: string;
  allergieen_intolleranties: string;
  aantal_familieleden: number | null;
};

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
