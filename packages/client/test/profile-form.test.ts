import { describe, expect, it } from 'vitest';
import { formFromProfile } from '../src/ProfileForm.tsx';

const stored = {
  id: 'u1',
  email: 'jan@example.nl',
  status: 'eigenaar' as const,
  profielfoto_url: null,
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
});
