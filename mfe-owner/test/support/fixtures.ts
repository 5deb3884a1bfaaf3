import type { api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import type { Me } from '@camperdeel/client/session-store';
import { meAnswer, publicCamper } from '@camperdeel/client/testing/fixtures';

// Typed fake answers for the owner screens: the shapes come from the BFF's route types, so a fixture that drifts
// from what the server sends no longer compiles.

type CamperAnswer = Answer<typeof api.owner.camper.$get>;
type CreditYear = Answer<typeof api.owner.credits.$get>['credits'][number];
type Reservation = Answer<typeof api.owner.reservations.$get>['reserveringen'][number];
type Profile = Answer<typeof api.me.profile.$get>['profile'];

export function me(camperId: string | null): Me {
  return meAnswer({ status: camperId ? 'eigenaar' : 'prospect', camper_id: camperId });
}

export const camperAnswer: CamperAnswer = {
  camper: {
    ...publicCamper({
      conditie: 'gebruikt',
      prijs: 80000,
      aantal_bedden: 4,
      lengte_cm: 700,
      aantal_km: 42000,
      status: 'on_the_road',
      hoofdfoto_url: null,
    }),
    nummerplaat: 'VX-123-B',
    polisnummer: 'POL-1',
  },
  eigenaars: [
    {
      user_id: 'u1',
      naam: 'An',
      profielfoto_url: null,
      beschrijving: null,
      telefoonnummer: null,
      email: 'an@example.nl',
    },
  ],
  sloten: { totaal: 4, ingevuld: 1, open: 3 },
  regels: { max_aaneengesloten_hoogseizoen: null },
};

export function creditYear(
  jaar: number,
  hoog: number,
  laag: number,
  granted = { hoog: 8, laag: 10 },
): CreditYear {
  return {
    jaar,
    credits_hoogseizoen: hoog,
    credits_laagseizoen: laag,
    toegekend_hoogseizoen: granted.hoog,
    toegekend_laagseizoen: granted.laag,
  };
}

export function reservation(id: string, start: string, end: string): Reservation {
  return {
    id,
    user_id: 'u1',
    naam: 'An',
    camper_id: 'c1',
    start_datum: start,
    eind_datum: end,
    seizoen_type: 'laagseizoen',
    credits_gebruikt: 2,
    status: 'goedgekeurd',
    eigen: true,
  };
}

export const profile: Profile = {
  id: 'u1',
  naam: 'An',
  email: 'an@example.nl',
  telefoonnummer: null,
  beschrijving: null,
  huisdieren: null,
  allergieen_intolleranties: null,
  aantal_familieleden: null,
  status: 'eigenaar',
  profielfoto_url: null,
};

type MailSettings = Answer<(typeof api.me)['notification-settings']['$get']>['email'];

/** Mail for every kind of notification off. */
export const mailSettings: MailSettings = {
  aanmelding_afgewezen: false,
  aanmelding_ontvangen: false,
  eigenaar_toegewezen: false,
  factuur_herinnering: false,
  nieuw_document: false,
  nieuwe_factuur: false,
  onderhoud_blokkade: false,
  onderhoud_nodig: false,
  reservering_geannuleerd: false,
  reservering_geboekt: false,
  ronde_uitslag: false,
  ruil_aanbod: false,
  ruil_geaccepteerd: false,
  dagen_vrij: false,
  schademelding: false,
};
