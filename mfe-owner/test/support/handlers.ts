import { apiHandler } from '@camperdeel/client/testing/msw';
import { camperAnswer, creditYear, me } from './fixtures.ts';

/** The answers every owner page needs besides the one a test is about: a signed-in owner and empty cards. */
export function ownerPageHandlers() {
  return [
    apiHandler('get', '/auth/me', () => ({ user: me('c1') })),
    apiHandler('get', '/me/notifications', () => ({
      meldingen: [],
      volgende: null,
      totaal: 0,
      ongelezen: 0,
    })),
    apiHandler('get', '/owner/camper', () => camperAnswer),
    apiHandler('get', '/owner/help', () => ({
      pechbijstand_telefoon: null,
      verzekering_telefoon: null,
      onderhoud_telefoon: null,
      klantenservice_email: null,
      openingstijden: null,
      nummerplaat: null,
      polisnummer: null,
    })),
    apiHandler('get', '/owner/credits', () => ({
      credits: [creditYear(2027, 5, 5), creditYear(2028, 5, 5)],
    })),
    apiHandler('get', '/owner/reservations', () => ({ reserveringen: [] })),
    apiHandler('get', '/owner/blocks', () => ({ blokkades: [] })),
    apiHandler('get', '/owner/rounds', () => ({ rondes: [] })),
    apiHandler('get', '/owner/offers', () => ({ aanbiedingen: [] })),
    apiHandler('get', '/owner/handovers', () => ({ overdrachten: [] })),
    apiHandler('get', '/owner/usage', () => ({ gebruik: [] })),
    apiHandler('get', '/owner/credits/history', () => ({ mutaties: [] })),
    apiHandler('get', '/owner/calendar-feed', () => ({ url: 'http://localhost/ical/geheim.ics' })),
  ];
}
