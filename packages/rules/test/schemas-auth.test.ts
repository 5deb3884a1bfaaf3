import { describe, expect, it } from 'vitest';
import { adminCreateUserSchema, adminUpdateUserSchema } from '../src/schemas/admin-users.ts';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
} from '../src/schemas/auth.ts';
import { profileUpdateSchema, registerStep2Schema, registerStep3Schema } from '../src/schemas/profile.ts';
import { apiTokenCreateSchema } from '../src/schemas/tokens.ts';
import { messageOf } from './message-of.ts';

describe('login', () => {
  it('accepts e-mail and password, normalising the e-mail, with an optional admin role', () => {
    expect(loginSchema.parse({ email: ' Anna@Example.NL ', wachtwoord: 'x' })).toEqual({
      email: 'anna@example.nl',
      wachtwoord: 'x',
    });
    expect(loginSchema.parse({ email: 'a@b.nl', wachtwoord: 'x', rol: 'admin' }).rol).toBe('admin');
  });

  it('requires both fields and refuses anything else', () => {
    expect(messageOf(loginSchema, { email: 'a@b.nl' })).toBe('Wachtwoord is verplicht');
    expect(messageOf(loginSchema, { email: 'a@b.nl', wachtwoord: '' })).toBe('Wachtwoord is verplicht');
    expect(messageOf(loginSchema, { wachtwoord: 'x' })).toBe('E-mail is verplicht');
    expect(messageOf(loginSchema, { email: 'geen-mail', wachtwoord: 'x' })).toBe(
      'Vul een geldig e-mailadres in',
    );
    expect(messageOf(loginSchema, { email: 'a@b.nl', wachtwoord: 'x', rol: 'eigenaar' })).toBe(
      'Ongeldige rol',
    );
    expect(messageOf(loginSchema, { email: 'a@b.nl', wachtwoord: 'x', extra: 1 })).toBe(
      'Onbekend veld: extra',
    );
    expect(messageOf(loginSchema, { email: 1, wachtwoord: 'x' })).toBe('E-mail moet tekst zijn');
    expect(messageOf(loginSchema, null)).toBe('Ongeldige invoer: verwacht een object.');
  });
});

describe('register step 1 and new passwords', () => {
  const good = { naam: 'Anna', email: 'anna@example.nl', wachtwoord: 'zomer-2026' };

  it('accepts good input', () => {
    expect(registerSchema.parse(good)).toEqual(good);
    expect(registerSchema.parse({ ...good, wachtwoord: 'abcdef' }).wachtwoord).toBe('abcdef');
  });

  it('refuses a password below 6 characters', () => {
    expect(messageOf(registerSchema, { ...good, wachtwoord: 'abcde' })).toBe(
      'Wachtwoord moet minimaal 6 tekens bevatten',
    );
  });

  it.each(['123456', 'wachtwoord', 'Password', 'QWERTY', 'welkom123'])(
    'refuses the common password %s',
    (p) => {
      expect(messageOf(registerSchema, { ...good, wachtwoord: p })).toBe(
        'Dit wachtwoord is te makkelijk te raden. Kies een ander wachtwoord.',
      );
    },
  );

  it('requires a name and refuses unknown fields', () => {
    expect(messageOf(registerSchema, { ...good, naam: '   ' })).toBe('Naam is verplicht');
    // A pasted or imported name with a line break would split tables and mail greetings.
    for (const naam of ['Piet\r\nPietersen', 'Piet\nPietersen', 'Piet\tPietersen', 'Piet\u0007'])
      expect(messageOf(registerSchema, { ...good, naam })).toBe(
        'Naam mag geen regeleinde of ander stuurteken bevatten',
      );
    expect(registerSchema.safeParse({ ...good, naam: ' Jansen-Müller \n' }).success).toBe(true);
    expect(messageOf(registerSchema, { ...good, status: 'eigenaar' })).toBe('Onbekend veld: status');
  });

  it('uses the same rules for a password reset', () => {
    expect(passwordResetRequestSchema.parse({ email: 'A@b.nl' })).toEqual({ email: 'a@b.nl' });
    expect(messageOf(passwordResetConfirmSchema, { token: 't', wachtwoord: '12345' })).toBe(
      'Wachtwoord moet minimaal 6 tekens bevatten',
    );
    expect(passwordResetConfirmSchema.parse({ token: 't', wachtwoord: 'zomer-2026' }).token).toBe('t');
  });
});

describe('profile', () => {
  it('accepts a partial update and turns empty texts and an empty family count into null', () => {
    expect(
      profileUpdateSchema.parse({
        naam: ' Anna ',
        beschrijving: '',
        telefoonnummer: '0612345678',
        aantal_familieleden: '',
      }),
    ).toEqual({ naam: 'Anna', beschrijving: null, telefoonnummer: '0612345678', aantal_familieleden: null });
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ aantal_familieleden: null })).toEqual({ aantal_familieleden: null });
    expect(profileUpdateSchema.parse({ aantal_familieleden: 4 })).toEqual({ aantal_familieleden: 4 });
    expect(profileUpdateSchema.parse({ aantal_familieleden: '3' })).toEqual({ aantal_familieleden: 3 });
  });

  it('refuses an empty name, familieleden 0 or fractional, and the e-mail', () => {
    expect(messageOf(profileUpdateSchema, { naam: '' })).toBe('Naam is verplicht');
    expect(messageOf(profileUpdateSchema, { aantal_familieleden: 0 })).toBe(
      'Aantal familieleden moet minimaal 1 zijn',
    );
    expect(messageOf(profileUpdateSchema, { aantal_familieleden: 2.5 })).toBe(
      'Aantal familieleden moet een geheel getal zijn',
    );
    expect(messageOf(profileUpdateSchema, { aantal_familieleden: 'veel' })).toBe(
      'Aantal familieleden moet een getal zijn',
    );
    expect(messageOf(profileUpdateSchema, { email: 'nieuw@example.nl' })).toBe('Onbekend veld: email');
    expect(messageOf(profileUpdateSchema, { beschrijving: 'x'.repeat(2001) })).toBe(
      'Beschrijving mag maximaal 2000 tekens bevatten',
    );
    expect(messageOf(profileUpdateSchema, { huisdieren: 3 })).toBe('Huisdieren moet tekst zijn');
  });

  it('splits registration steps 2 and 3', () => {
    expect(
      registerStep2Schema.parse({ beschrijving: 'Hoi', telefoonnummer: '', huisdieren: 'Hond' }),
    ).toEqual({
      beschrijving: 'Hoi',
      telefoonnummer: null,
      huisdieren: 'Hond',
    });
    expect(registerStep3Schema.parse({ allergieen_intolleranties: 'Noten', aantal_familieleden: 2 })).toEqual(
      {
        allergieen_intolleranties: 'Noten',
        aantal_familieleden: 2,
      },
    );
    expect(messageOf(registerStep3Schema, { aantal_familieleden: 0 })).toBe(
      'Aantal familieleden moet minimaal 1 zijn',
    );
    expect(messageOf(registerStep2Schema, { naam: 'x' })).toBe('Onbekend veld: naam');
  });
});

describe('admin users', () => {
  const good = { email: 'bert@example.nl', wachtwoord: 'zomer-2026', naam: 'Bert', status: 'prospect' };

  it('creates with telefoonnummer optional (empty → null) and status required', () => {
    expect(adminCreateUserSchema.parse({ ...good, telefoonnummer: '' })).toEqual({
      ...good,
      telefoonnummer: null,
    });
    expect(adminCreateUserSchema.parse(good)).toEqual(good);
    expect(messageOf(adminCreateUserSchema, { ...good, status: undefined })).toBe('Status is verplicht');
    expect(messageOf(adminCreateUserSchema, { ...good, status: 'admin' })).toBe('Kies een geldige status');
    expect(messageOf(adminCreateUserSchema, { ...good, wachtwoord: 'kort' })).toBe(
      'Wachtwoord moet minimaal 6 tekens bevatten',
    );
  });

  it('edits any subset, naam never empty, and no e-mail', () => {
    expect(adminUpdateUserSchema.parse({ naam: 'Bert', status: 'eigenaar' })).toEqual({
      naam: 'Bert',
      status: 'eigenaar',
    });
    expect(adminUpdateUserSchema.parse({ status: 'eigenaar' })).toEqual({ status: 'eigenaar' });
    expect(messageOf(adminUpdateUserSchema, { naam: '' })).toBe('Naam is verplicht');
    expect(messageOf(adminUpdateUserSchema, { naam: 'Bert', email: 'x@y.nl' })).toBe(
      'E-mailadres kan niet worden gewijzigd',
    );
  });
});

describe('API tokens', () => {
  it('needs a name', () => {
    expect(apiTokenCreateSchema.parse({ naam: 'CLI laptop' })).toEqual({ naam: 'CLI laptop' });
    expect(messageOf(apiTokenCreateSchema, {})).toBe('Naam is verplicht');
  });
});
