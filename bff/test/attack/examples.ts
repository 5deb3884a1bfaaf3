import { randomUUID } from 'node:crypto';
import { camperForm } from '../support/camper-form.ts';
import { TEST_PASSWORD } from '../support/server.ts';
import type { World } from './support/world.ts';

/**
 * One valid request per write route ("METHOD /openapi/path"), the base that the fuzzer mutates next to what the
 * OpenAPI schema generates: the schema gives the shape, these give what it cannot say (a real date, an existing
 * id, the query of DELETE …/files). A route missing here is still fuzzed from its schema and with every raw attack.
 */
export type Example = {
  json?: (w: World) => Promise<Record<string, unknown>> | Record<string, unknown>;
  form?: (w: World) => [string, string][];
  query?: (w: World) => Record<string, string>;
};

let n = 0;
const unique = () => `${++n}-${randomUUID().slice(0, 8)}`;

/** A day in the examples' window (October–December of the frozen year), so example bookings stay bookable. */
function bookableDay(): string {
  n += 1;
  const start = Date.UTC(2026, 9, 1);
  return new Date(start + (n % 90) * 86_400_000).toISOString().slice(0, 10);
}

export const EXAMPLES: Record<string, Example> = {
  'POST /auth/register': {
    json: () => ({
      naam: 'Nieuw Lid',
      email: `aanval-${unique()}@voorbeeld.nl`,
      wachtwoord: 'geheim-wachtwoord',
    }),
  },
  'POST /auth/login': { json: (w) => ({ email: w.users.prospect.email, wachtwoord: TEST_PASSWORD }) },
  'POST /auth/password-reset': { json: (w) => ({ email: w.users.prospect.email }) },
  'POST /auth/password-reset/confirm': { json: () => ({ token: 'onbekend', wachtwoord: 'nieuw-geheim-1' }) },
  'PATCH /me/profile': {
    json: () => ({ naam: 'Anders', telefoonnummer: '0612345678', aantal_familieleden: 3 }),
  },
  'POST /me/profile/photo': { form: () => [] },
  'POST /me/applications': { json: (w) => ({ camper_id: w.camperB }) },
  'POST /owner/reservations': { json: () => ({ dagen: [bookableDay()] }) },
  'POST /admin/users': {
    json: () => ({
      email: `beheer-${unique()}@voorbeeld.nl`,
      wachtwoord: 'geheim-123',
      naam: 'Nieuw',
      status: 'prospect',
      telefoonnummer: null,
    }),
  },
  'PATCH /admin/users/{id}': { json: () => ({ naam: 'Anders', status: 'prospect' }) },
  'PUT /admin/users/{id}/credits': {
    json: () => ({
      jaar: 2026,
      credits_hoogseizoen: 3,
      credits_laagseizoen: 4,
      standaard: { credits_hoogseizoen: 3, credits_laagseizoen: 4 },
    }),
  },
  'POST /admin/users/{id}/photo': { form: () => [] },
  'POST /admin/campers': {
    json: () => camperForm('Aanvalcamper'),
  },
  'PATCH /admin/campers/{id}': { json: () => ({ naam: 'Anders', prijs: 2000 }) },
  'PATCH /admin/campers/{id}/status': { json: () => ({ status: 'volzet' }) },
  'PATCH /admin/campers/{id}/visibility': { json: () => ({ toont_in_camper_vinden: false }) },
  'POST /admin/campers/{id}/files': { form: () => [['veld', 'hoofdfoto']] },
  'DELETE /admin/campers/{id}/files': { query: () => ({ veld: 'hoofdfoto' }) },
  'POST /admin/campers/{id}/owners': { json: async (w) => ({ user_id: (await w.t.createProspect()).id }) },
  'PATCH /admin/applications/{id}': { json: () => ({ status: 'afgewezen' }) },
  'POST /admin/documents': {
    form: (w) => [
      ['camper_id', w.camperA],
      ['document_naam', 'Polis'],
    ],
  },
  'PUT /admin/documents/{id}': { form: () => [] },
  'POST /admin/invoices': {
    form: (w) => [
      ['user_id', w.users.eigenaar.id],
      ['factuur_nummer', `F-${unique()}`],
      ['factuur_naam', 'Stalling'],
      ['bedrag', '12,50'],
      ['factuurdatum', '2026-03-01'],
    ],
  },
  'PATCH /admin/invoices/{id}': { json: () => ({ betaald: true }) },
  'POST /admin/tokens': { json: () => ({ naam: 'Aanval' }) },
  'PATCH /admin/handovers/{id}': {
    json: () => ({
      km_stand: 10_500,
      reden: 'Typfout',
      notitie: 'Nagekeken',
      schade_status: 'in_behandeling',
    }),
  },
};
