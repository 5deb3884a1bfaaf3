import { loginSchema, registerSchema } from '@camperdeel/rules/schemas/auth';
import { registerStep2Schema, registerStep3Schema } from '@camperdeel/rules/schemas/profile';
import { validateForm } from '@camperdeel/ui/lib/form-validation';
import { describe, expect, it } from 'vitest';
import { parseAuthSearch } from '../src/features/auth/auth-search.ts';
import { initialStep, previousStep, registerProgress } from '../src/features/auth/auth-steps.ts';
import { postLoginPath } from '../src/features/auth/post-login-path.ts';

describe('parseAuthSearch', () => {
  it('keeps the two known redirect values and a reset token', () => {
    expect(parseAuthSearch({ redirect: 'mijn-camper', reset: ' abc ' })).toEqual({
      redirect: 'mijn-camper',
      reset: 'abc',
    });
    expect(parseAuthSearch({ redirect: 'dashboard' })).toEqual({ redirect: 'dashboard' });
  });

  it('keeps a confirmation token from the registration mail', () => {
    expect(parseAuthSearch({ bevestig: ' tok ' })).toEqual({ bevestig: 'tok' });
    expect(parseAuthSearch({ bevestig: '' })).toEqual({});
    expect(parseAuthSearch({ bevestig: ['a'] })).toEqual({});
  });

  it('drops unknown redirects (no open redirect) and empty tokens', () => {
    expect(parseAuthSearch({ redirect: 'https://evil.example', reset: '  ' })).toEqual({});
    expect(parseAuthSearch({ redirect: 42 })).toEqual({});
  });
});

describe('postLoginPath', () => {
  it('sends an eigenaar who came for their camper to /mijn-camper', () => {
    expect(postLoginPath({ status: 'eigenaar' }, 'mijn-camper')).toBe('/mijn-camper');
  });

  it('sends everyone else to /dashboard', () => {
    expect(postLoginPath({ status: 'eigenaar' }, 'dashboard')).toBe('/dashboard');
    expect(postLoginPath({ status: 'eigenaar' }, undefined)).toBe('/dashboard');
    expect(postLoginPath({ status: 'prospect' }, 'mijn-camper')).toBe('/dashboard');
  });

  it('returns to the page where the session ended, only within an area the user may see', () => {
    const owner = { status: 'eigenaar' };
    expect(postLoginPath(owner, 'mijn-camper', '/mijn-camper/kalender')).toBe('/mijn-camper/kalender');
    expect(postLoginPath(owner, 'mijn-camper', '/mijn-campers-elders')).toBe('/mijn-camper');
    expect(postLoginPath(owner, 'mijn-camper', '/admin/users')).toBe('/mijn-camper');
    expect(postLoginPath({ status: 'prospect' }, 'mijn-camper', '/mijn-camper/kalender')).toBe('/dashboard');
    expect(postLoginPath({ status: 'prospect' }, 'dashboard', '/dashboard/profile')).toBe(
      '/dashboard/profile',
    );
  });

  it('opens the login form at once after an ended session', () => {
    expect(initialStep({ sessieVerlopen: true })).toBe('inloggen');
    expect(initialStep({ sessieVerlopen: true, reset: 't' })).toBe('nieuw-wachtwoord');
  });
});

describe('auth steps', () => {
  it('opens the new-password form when the link carries a token', () => {
    expect(initialStep({ reset: 't' })).toBe('nieuw-wachtwoord');
    expect(initialStep({ uitnodiging: 'u' })).toBe('uitnodiging');
    expect(parseAuthSearch({ uitnodiging: ' abc ' })).toEqual({ uitnodiging: 'abc' });
    expect(parseAuthSearch({ uitnodiging: ['x'] })).toEqual({});
    expect(previousStep('uitnodiging')).toBe('welkom');
    expect(initialStep({})).toBe('welkom');
  });

  it('opens registration from a landing camper card, and only for the known value', () => {
    expect(parseAuthSearch({ redirect: 'dashboard', stap: 'registreren' })).toEqual({
      redirect: 'dashboard',
      stap: 'registreren',
    });
    expect(parseAuthSearch({ stap: 'admin' })).toEqual({});
    expect(initialStep({ stap: 'registreren' })).toBe('basisgegevens');
    expect(initialStep({ stap: 'registreren', reset: 't' })).toBe('nieuw-wachtwoord');
  });

  it('offers no way back into step 1 once the account exists', () => {
    expect(previousStep('persoonlijke-gegevens')).toBeNull();
    expect(previousStep('gezinsgegevens')).toBe('persoonlijke-gegevens');
    expect(previousStep('wachtwoord-vergeten')).toBe('inloggen');
    expect(previousStep('inloggen')).toBe('welkom');
  });

  it('numbers the registration steps', () => {
    expect(registerProgress('basisgegevens')).toBe('Stap 1 van 3');
    expect(registerProgress('gezinsgegevens')).toBe('Stap 3 van 3');
  });
});

describe('validateForm with the shared schemas', () => {
  it('requires e-mail and wachtwoord to log in, in Dutch', () => {
    const result = validateForm(loginSchema, { email: '', wachtwoord: '' });
    expect(result).toEqual({
      ok: false,
      errors: { email: 'E-mail is verplicht', wachtwoord: 'Wachtwoord is verplicht' },
    });
  });

  it('refuses a password shorter than 6 characters at registration', () => {
    const result = validateForm(registerSchema, { naam: 'An', email: 'an@example.nl', wachtwoord: 'kort' });
    expect(result).toEqual({
      ok: false,
      errors: { wachtwoord: 'Wachtwoord moet minimaal 6 tekens bevatten' },
    });
  });

  it('passes valid basic data through, normalised', () => {
    const result = validateForm(registerSchema, {
      naam: ' An ',
      email: 'An@Example.nl',
      wachtwoord: 'zomer-2026',
    });
    expect(result).toEqual({
      ok: true,
      data: { naam: 'An', email: 'an@example.nl', wachtwoord: 'zomer-2026' },
    });
  });

  it('stores empty personal details as null', () => {
    const result = validateForm(registerStep2Schema, {
      beschrijving: '',
      telefoonnummer: ' ',
      huisdieren: 'hond',
    });
    expect(result).toEqual({
      ok: true,
      data: { beschrijving: null, telefoonnummer: null, huisdieren: 'hond' },
    });
  });

  it('turns an empty family count into null and refuses 0', () => {
    expect(
      validateForm(registerStep3Schema, { allergieen_intolleranties: '', aantal_familieleden: '' }),
    ).toEqual({
      ok: true,
      data: { allergieen_intolleranties: null, aantal_familieleden: null },
    });
    expect(
      validateForm(registerStep3Schema, { allergieen_intolleranties: '', aantal_familieleden: '3' }),
    ).toEqual({
      ok: true,
      data: { allergieen_intolleranties: null, aantal_familieleden: 3 },
    });
    expect(
      validateForm(registerStep3Schema, { allergieen_intolleranties: '', aantal_familieleden: '0' }),
    ).toEqual({
      ok: false,
      errors: { aantal_familieleden: 'Aantal familieleden moet minimaal 1 zijn' },
    });
  });
});
