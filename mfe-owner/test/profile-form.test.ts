import { describe, expect, it } from 'vitest';
import { formFromProfile, profileUpdate } from '../src/features/profiel/profile-form.ts';

const stored = {
  naam: 'Jan de Boer',
  beschrijving: null,
  telefoonnummer: '06-12345678',
  huisdieren: null,
  allergieen_intolleranties: null,
  aantal_familieleden: null,
};

describe('profile form', () => {
  it('starts with empty fields for what the profile leaves out', () => {
    expect(formFromProfile(stored)).toEqual({
      naam: 'Jan de Boer',
      beschrijving: '',
      telefoonnummer: '06-12345678',
      huisdieren: '',
      allergieen_intolleranties: '',
      aantal_familieleden: null,
    });
  });

  it('sends trimmed text, empty fields as null, and the family count as a number', () => {
    const update = profileUpdate({
      ...formFromProfile(stored),
      naam: '  Jan  ',
      huisdieren: 'Een hond',
      aantal_familieleden: 3,
    });
    expect(update).toEqual({
      ok: true,
      data: {
        naam: 'Jan',
        beschrijving: null,
        telefoonnummer: '06-12345678',
        huisdieren: 'Een hond',
        allergieen_intolleranties: null,
        aantal_familieleden: 3,
      },
    });
  });

  it('refuses an empty name and fewer than one family member, in Dutch, per field', () => {
    const update = profileUpdate({ ...formFromProfile(stored), naam: ' ', aantal_familieleden: 0 });
    expect(update).toEqual({
      ok: false,
      errors: { naam: 'Naam is verplicht', aantal_familieleden: 'Aantal familieleden moet minimaal 1 zijn' },
    });
  });
});
