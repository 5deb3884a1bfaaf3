import type { api } from '../api.ts';
import type { Answer } from '../request.ts';
import type { Me } from '../session-store.ts';

// Test-only: the fake answers the screens' tests of every area start from, typed by the BFF's routes so they cannot
// drift from what the server sends. A test overrides what it is about.

type PublicCamper = Answer<typeof api.public.campers.$get>['campers'][number];

/** A camper with the fields every camper answer shares (the public list's), on sale, without owners' details. */
export function publicCamper(overrides: Partial<PublicCamper> = {}): PublicCamper {
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

/** The signed-in user as `GET /api/auth/me` answers: An, a prospect without a camper. */
export function meAnswer(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    email: 'an@example.nl',
    naam: 'An',
    status: 'prospect',
    is_admin: false,
    rol: null,
    profielfoto_url: null,
    camper_id: null,
    email_bevestigd: true,
    ...overrides,
  };
}
