import type { Me } from '@camperdeel/client/session-store';
import type { PublicCamper } from '../src/shared/camper-types.ts';

/** A public camper as the API sends it; override what a test is about. */
export function camper(overrides: Partial<PublicCamper> = {}): PublicCamper {
  return {
    id: 'c1',
    naam: 'Zeeuwse Zon',
    merk: 'Hymer',
    model: 'B-Klasse',
    categorie: 'integraal',
    rijbewijs: 'B',
    conditie: 'nieuw',
    prijs: 12500,
    aantal_zitplaatsen: 4,
    aantal_bedden: 3,
    lengte_cm: 699,
    breedte_cm: 230,
    max_kg: 3500,
    aantal_km: 12000,
    motor_pk: 140,
    motor_kw: 103,
    aantal_sloten_eigenaars: 4,
    aantal_ingevulde_sloten: 1,
    open_sloten: 3,
    toont_in_camper_vinden: true,
    status: 'in_verkoop',
    hoofdfoto_url: '/files/camper-images/zon.png',
    detailfoto_urls: [],
    pdf_url: null,
    vloerplan_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in user as `GET /api/auth/me` answers (typed by the route, so it cannot drift). */
export function me(status: 'prospect' | 'eigenaar' = 'prospect'): Me {
  return {
    id: 'u1',
    email: 'an@example.nl',
    naam: 'An Peeters',
    status,
    is_admin: false,
    rol: null,
    email_bevestigd: true,
    profielfoto_url: null,
    camper_id: status === 'eigenaar' ? 'c1' : null,
  };
}

/** One page of a camper list as the API answers it: these campers, and no further page. */
export function camperPage<C>(campers: C[]) {
  return { campers, volgende: null, totaal: campers.length };
}
