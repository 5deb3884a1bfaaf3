import { describe, expect, it } from 'vitest';
import { handoverFieldsSchema } from '../src/handover.ts';
import { changePasswordSchema, deleteAccountSchema } from '../src/schemas/account-requests.ts';
import { adminCreateUserSchema } from '../src/schemas/admin-users.ts';
import { auditQuerySchema } from '../src/schemas/audit.ts';
import { loginSchema, passwordResetConfirmSchema, registerSchema } from '../src/schemas/auth.ts';
import { plainText, textProblem, withoutControls } from '../src/schemas/common.ts';
import { documentUploadSchema } from '../src/schemas/documents.ts';
import { invoiceUploadSchema } from '../src/schemas/invoices.ts';
import { profileUpdateSchema } from '../src/schemas/profile.ts';
import { searchQuerySchema } from '../src/schemas/search.ts';
import { messageOf } from './message-of.ts';

/** What a terminal, a mail client or a reader's eye takes for something else. */
const HOSTILE = [
  'a\u001b]0;pwned\u0007b', // ESC: terminal title / colours
  'a\u001bb',
  'a\u007fb', // DEL
  'a\u0085b', // NEL (C1)
  'a\u009bb', // CSI (C1): an escape sequence without ESC
  'factuur\u202efdp.exe', // right-to-left override
  'a\u202ab',
  'a\u2066b\u2069', // isolates
  'a\u2028b', // line separator
  'a\u000bb',
  'a\rb', // a lone carriage return overwrites the line on a terminal
];

describe('text is text: one check in every text schema', () => {
  it('textProblem names what is wrong and lets ordinary text through', () => {
    for (const bad of HOSTILE) expect(textProblem(bad, 'multiline'), JSON.stringify(bad)).not.toBeNull();
    expect(textProblem('Piet\nPietersen', 'one-line')).toBe('control');
    expect(textProblem('factuur\u202efdp', 'multiline')).toBe('bidi');
    for (const fine of ['Zoë Ångström', 'l’Hôtel', '€ 12,50', '😀🚐', 'עברית', 'a\u200eb\u200fc', 'Dražen'])
      expect(textProblem(fine, 'one-line'), fine).toBeNull();
    expect(textProblem('regel 1\nregel 2\r\nmet\ttab', 'multiline')).toBeNull();
  });

  it('refuses every hostile character in a one-line field with a Dutch message naming it', () => {
    for (const naam of HOSTILE) {
      expect(messageOf(registerSchema, { naam, email: 'a@b.nl', wachtwoord: 'geheim-123' })).toMatch(
        /^Naam mag geen/,
      );
      expect(
        messageOf(adminCreateUserSchema, {
          naam: 'X',
          email: 'a@b.nl',
          status: 'prospect',
          telefoonnummer: naam,
        }),
      ).toMatch(/^Telefoonnummer mag geen/);
    }
    expect(messageOf(plainText('Veld'), 'a\u202eb')).toBe(
      'Veld mag geen teken bevatten dat de leesrichting van de tekst omdraait',
    );
  });

  it('multi-line fields keep newlines and tabs, and refuse the rest', () => {
    expect(profileUpdateSchema.parse({ beschrijving: 'Wij zijn\r\nmet\tz’n vieren\n' }).beschrijving).toBe(
      'Wij zijn\r\nmet\tz’n vieren',
    );
    for (const beschrijving of HOSTILE)
      expect(messageOf(profileUpdateSchema, { beschrijving })).toMatch(/^Beschrijving mag geen/);
    const handover = { moment: 'ophalen', km_stand: '100', brandstof_procent: '50', schoon: 'true' };
    expect(handoverFieldsSchema.parse({ ...handover, schade: 'Kras\nlinks' }).schade).toBe('Kras\nlinks');
    for (const schade of HOSTILE)
      expect(messageOf(handoverFieldsSchema, { ...handover, schade })).toMatch(/^Schade mag geen/);
  });

  it('document and invoice names, search texts and audit filters refuse them too', () => {
    const camper_id = '5b0f3c9e-8a51-4d3e-9c62-0f1e2d3c4b5a';
    const user_id = camper_id;
    for (const bad of HOSTILE) {
      expect(messageOf(documentUploadSchema, { camper_id, document_naam: bad })).toMatch(
        /^Documentnaam mag geen/,
      );
      const invoice = { user_id, factuur_nummer: 'F-1', factuur_naam: 'Stalling' };
      expect(messageOf(invoiceUploadSchema, { ...invoice, factuur_naam: bad })).toMatch(
        /^Factuurnaam mag geen/,
      );
      expect(messageOf(invoiceUploadSchema, { ...invoice, factuur_nummer: bad })).toMatch(
        /^Factuurnummer mag geen/,
      );
      expect(messageOf(searchQuerySchema, { q: bad })).toMatch(/^Zoektekst mag geen/);
      expect(messageOf(auditQuerySchema, { actor: bad })).toMatch(/^actor mag geen/);
      expect(messageOf(auditQuerySchema, { soort: bad })).toMatch(/^soort mag geen/);
      expect(messageOf(passwordResetConfirmSchema, { token: bad, wachtwoord: 'geheim-123' })).toMatch(
        /^Token/,
      );
    }
  });

  it('a new password refuses control characters; a password being checked is taken as it is', () => {
    for (const bad of HOSTILE) {
      const wachtwoord = `geheim-${bad}`;
      expect(messageOf(registerSchema, { naam: 'X', email: 'a@b.nl', wachtwoord })).toMatch(
        /^Wachtwoord mag geen/,
      );
      expect(
        messageOf(changePasswordSchema, { huidig_wachtwoord: 'x', nieuw_wachtwoord: wachtwoord }),
      ).toMatch(/^Wachtwoord mag geen/);
      // An account whose password was set before this rule keeps signing in (and can still erase itself).
      expect(loginSchema.safeParse({ email: 'a@b.nl', wachtwoord }).success).toBe(true);
      expect(deleteAccountSchema.safeParse({ wachtwoord }).success).toBe(true);
      expect(
        changePasswordSchema.safeParse({ huidig_wachtwoord: wachtwoord, nieuw_wachtwoord: 'nieuw-123' })
          .success,
      ).toBe(true);
    }
    // Anything printable stays allowed in a new password.
    expect(
      registerSchema.safeParse({ naam: 'X', email: 'a@b.nl', wachtwoord: ' ¡Ünïcødé 😀 ' }).success,
    ).toBe(true);
  });

  it('withoutControls cleans a name we keep rather than refuse (upload file names, an SSO name)', () => {
    expect(withoutControls('factuur\u202efdp.exe')).toBe('factuurfdp.exe');
    expect(withoutControls('a\u001b]0;x\u0007b\u009b\u2066c\u2028')).toBe('a]0;xbc');
    expect(withoutControls('Zoë\u200e Ångström')).toBe('Zoë\u200e Ångström');
  });
});
