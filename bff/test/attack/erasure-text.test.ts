/**
 * The rewrites an erasure makes in texts other people keep: precise enough to remove the person, and never a
 * namesake's or a longer name's words.
 */
import { describe, expect, it } from 'vitest';
import {
  anonymiseText,
  type ErasedPerson,
  pseudonymiseDetails,
  pseudonymOf,
} from '../../src/modules/account/erasure.ts';

const jan: ErasedPerson = {
  id: '4f9a1c2e-0000-4000-8000-000000000001',
  naam: 'Jan',
  email: 'jan@voorbeeld.nl',
  pseudonym: pseudonymOf('4f9a1c2e-0000-4000-8000-000000000001'),
};

describe('anonymiseText', () => {
  it('replaces the person as the subject of a notification, in text and in HTML', () => {
    expect(anonymiseText('Jan heeft de camper gereserveerd: 1 juni.', jan)).toBe(
      'Verwijderd lid heeft de camper gereserveerd: 1 juni.',
    );
    expect(anonymiseText('Hallo Piet,\n\nJan heeft schade gemeld aan Zon: kras', jan)).toBe(
      'Hallo Piet,\n\nVerwijderd lid heeft schade gemeld aan Zon: kras',
    );
    expect(anonymiseText('<p>Jan heeft een reservering geannuleerd</p>', jan)).toBe(
      '<p>Verwijderd lid heeft een reservering geannuleerd</p>',
    );
    const html = { ...jan, naam: 'Anne & Jan' };
    expect(anonymiseText('<p>Anne &amp; Jan heeft zich aangemeld</p>', html)).toBe(
      '<p>Verwijderd lid heeft zich aangemeld</p>',
    );
  });

  it('leaves a member whose name merely contains theirs, and other words, alone', () => {
    for (const text of [
      'Jan Smit heeft de camper gereserveerd.',
      'Piet Jan heeft de camper gereserveerd.',
      'Januari heeft 31 dagen.',
      'Hallo Jan, Piet heeft geboekt.',
    ]) {
      expect(anonymiseText(text, jan)).toBe(text);
    }
  });

  it('removes the e-mail address in any case, but not a longer address', () => {
    expect(anonymiseText('Afgewezen: JAN@voorbeeld.nl', jan)).toBe('Afgewezen: Verwijderd lid');
    expect(anonymiseText('aan marjan@voorbeeld.nl', jan)).toBe('aan marjan@voorbeeld.nl');
  });
});

describe('pseudonymiseDetails', () => {
  it('one stable pseudonym per person', () => {
    expect(jan.pseudonym).toMatch(/^verwijderd-[0-9a-f]{8}$/);
    expect(pseudonymOf(jan.id)).toBe(jan.pseudonym);
    expect(pseudonymOf('4f9a1c2e-0000-4000-8000-000000000002')).not.toBe(jan.pseudonym);
  });

  it('about them: every profile field goes; otherwise only their name and address', () => {
    const details = { invoer: { naam: 'Jantje', telefoonnummer: '0612345678', status: 'prospect' } };
    expect(pseudonymiseDetails(details, jan, true)).toEqual({
      invoer: { naam: jan.pseudonym, telefoonnummer: jan.pseudonym, status: 'prospect' },
    });
    expect(pseudonymiseDetails(details, jan, false)).toEqual(details);
    expect(pseudonymiseDetails({ email: 'Jan@Voorbeeld.nl', reden: 'Jan belde' }, jan, false)).toEqual({
      email: jan.pseudonym,
      reden: `${jan.pseudonym} belde`,
    });
  });
});
