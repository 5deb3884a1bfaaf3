import { ApiFailure } from '@camperdeel/client/failure';
import { describe, expect, it } from 'vitest';
import { applicationStatusBadge } from '../src/features/applications/application-status.ts';
import { applyFailureToast } from '../src/features/campers/apply-outcome.ts';
import { dashboardPath } from '../src/features/dashboard/dashboard-nav.ts';
import {
  absoluteUrl,
  brandAndModel,
  camperDetails,
  camperKind,
  FEE_TEXT,
  slotsText,
} from '../src/shared/camper-facts.ts';
import { camper } from './fixtures.ts';

// Intl puts a narrow no-break space in some number formats; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('camper facts', () => {
  it('shows slots, brand and model, and the 160 euro fee in nl-BE', () => {
    expect(slotsText(camper({ aantal_ingevulde_sloten: 3, aantal_sloten_eigenaars: 4 }))).toBe(
      '3/4 eigenaars',
    );
    expect(brandAndModel(camper())).toBe('Hymer B-Klasse');
    expect(camperKind(camper({ categorie: 'semi-integraal', conditie: 'gebruikt', rijbewijs: 'C' }))).toBe(
      'Semi-integraal · Gebruikt · Rijbewijs C',
    );
    expect(plain(FEE_TEXT)).toBe('€ 160,00 per maand');
  });

  it('lists every public field in Dutch and leaves an unknown mileage out', () => {
    const details = Object.fromEntries(camperDetails(camper()).map((d) => [d.label, plain(d.value)]));
    expect(details).toMatchObject({
      'Merk en model': 'Hymer B-Klasse',
      Categorie: 'Integraal',
      Conditie: 'Nieuw',
      'Prijs per eigenaar': '€ 12.500,00',
      'Full service fee': '€ 160,00 per maand',
      Eigenaars: '1/4 eigenaars',
      Slaapplaatsen: '3',
      Kilometerstand: '12.000 km',
      'Max. gewicht': '3.500 kg',
      Motor: '140 pk / 103 kW',
      Status: 'In verkoop',
    });
    const unknownKm = camperDetails(camper({ aantal_km: null })).find((d) => d.label === 'Kilometerstand');
    expect(unknownKm?.value).toBeNull();
  });

  it('makes file addresses absolute for the embed only', () => {
    expect(absoluteUrl('/files/a.png', 'https://camperdeel.example')).toBe(
      'https://camperdeel.example/files/a.png',
    );
    expect(absoluteUrl('/files/a.png', undefined)).toBe('/files/a.png');
    expect(absoluteUrl(null, 'https://camperdeel.example')).toBeNull();
    expect(absoluteUrl('https://cdn.example/a.png', 'https://camperdeel.example')).toBe(
      'https://cdn.example/a.png',
    );
  });
});

describe('applications', () => {
  it('a duplicate is "Al aangemeld", anything else the generic failure', () => {
    expect(
      applyFailureToast(new ApiFailure(409, { error: { code: 'already_applied', message: 'x' } })),
    ).toEqual({ title: 'Al aangemeld', message: 'Je hebt je al aangemeld voor deze camper.' });
    for (const failure of [
      new ApiFailure(409, { error: { code: 'camper_full', message: 'Vol.' } }),
      new ApiFailure(0, null),
    ]) {
      expect(applyFailureToast(failure)).toEqual({
        title: 'Er ging iets mis',
        message: 'Probeer het later opnieuw.',
      });
    }
  });

  it('status badges: Toegewezen is green', () => {
    expect(applicationStatusBadge('in_afwachting')).toEqual({ label: 'In afwachting', tone: 'warning' });
    expect(applicationStatusBadge('toegewezen')).toEqual({ label: 'Toegewezen', tone: 'success' });
    expect(applicationStatusBadge('afgewezen')).toEqual({ label: 'Afgewezen', tone: 'danger' });
  });
});

describe('dashboard navigation', () => {
  it('knows its four pages, with or without a trailing slash', () => {
    expect(dashboardPath('/dashboard/')).toBe('/dashboard');
    expect(dashboardPath('/dashboard/profile')).toBe('/dashboard/profile');
    expect(dashboardPath('/dashboard/onbekend')).toBeNull();
  });
});
