import type { NewCamper } from '../../src/db/schema.ts';

/** A camper row with the form defaults (docs/product/calendar-and-credits.md), visible in the carousel, in_verkoop. */
export function testCamperRow(id: string, naam: string, overrides: Partial<NewCamper> = {}): NewCamper {
  return {
    id,
    naam,
    merk: 'Hymer',
    model: 'B-Klasse',
    categorie: 'integraal',
    rijbewijs: 'B',
    conditie: 'nieuw',
    prijs_cent: 0,
    aantal_zitplaatsen: 4,
    aantal_bedden: 4,
    lengte_cm: 600,
    breedte_cm: 220,
    max_kg: 3500,
    aantal_km: null,
    motor_pk: 140,
    motor_kw: 103,
    aantal_sloten_eigenaars: 4,
    toont_in_camper_vinden: 1,
    status: 'in_verkoop',
    hoofdfoto_url: null,
    pdf_url: null,
    vloerplan_url: null,
    nummerplaat: null,
    polisnummer: null,
    ...overrides,
  };
}
