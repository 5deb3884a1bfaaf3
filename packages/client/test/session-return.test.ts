import { afterEach, describe, expect, it } from 'vitest';
import { calendarStore } from '../src/calendar-store.ts';
import { sessionEnded } from '../src/me.ts';
import { keepProfileDraft, takeProfileDraft } from '../src/profile-draft.ts';
import {
  forgetReturn,
  keepOnSessionEnd,
  keepWorkInProgress,
  pendingReturn,
  rememberReturn,
  safeReturnPath,
  takeReturn,
} from '../src/session-return.ts';

afterEach(() => forgetReturn());

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/mijn-camper/kalender')).toBe('/mijn-camper/kalender');
    expect(safeReturnPath('/admin/users?zoek=an')).toBe('/admin/users?zoek=an');
  });

  it("refuses an attacker's address in every disguise", () => {
    for (const value of [
      '//evil.example',
      '//evil.example/mijn-camper',
      'https://evil.example/mijn-camper',
      'javascript:alert(1)',
      '/\\\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      ' /mijn-camper',
      'mijn-camper',
      '',
      `/${'a'.repeat(600)}`,
      42,
      null,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('the page to return to after a login', () => {
  it('is remembered once, read once, and forgotten on logout together with the selected days', () => {
    rememberReturn('/mijn-camper/kalender');
    expect(pendingReturn()).toBe('/mijn-camper/kalender');
    expect(takeReturn()).toBe('/mijn-camper/kalender');
    expect(takeReturn()).toBeNull();

    rememberReturn('//evil.example');
    expect(pendingReturn()).toBeNull();

    rememberReturn('/mijn-camper/kalender');
    calendarStore.getState().setSelection(() => ['2027-04-01']);
    expect(sessionStorage.getItem('camperdeel.kalender-selectie')).toContain('2027-04-01');
    sessionEnded();
    expect(pendingReturn()).toBeNull();
    expect(calendarStore.getState().selection).toEqual([]);
  });
});

describe('an unsaved profile form', () => {
  const values = {
    naam: 'An Peeters',
    beschrijving: 'Half getypt',
    telefoonnummer: '',
    huisdieren: '',
    allergieen_intolleranties: '',
    aantal_familieleden: 3,
  };

  it('is kept when the session ends and comes back once, for the same user only', () => {
    const stop = keepOnSessionEnd(() => keepProfileDraft('u1', values));
    keepWorkInProgress();
    stop();
    expect(takeProfileDraft('u2')).toBeNull();
    keepWorkInProgress();
    expect(takeProfileDraft('u1')).toBeNull();
    keepProfileDraft('u1', values);
    expect(takeProfileDraft('u1')).toEqual(values);
    expect(takeProfileDraft('u1')).toBeNull();
  });

  it('drops a stored value of another shape, and is gone after logout', () => {
    sessionStorage.setItem('camperdeel.profiel-concept', '{"userId":"u1","values":{"naam":1}}');
    expect(takeProfileDraft('u1')).toBeNull();
    sessionStorage.setItem('camperdeel.profiel-concept', 'niet-json');
    expect(takeProfileDraft('u1')).toBeNull();
    keepProfileDraft('u1', values);
    sessionEnded();
    expect(takeProfileDraft('u1')).toBeNull();
  });
});
