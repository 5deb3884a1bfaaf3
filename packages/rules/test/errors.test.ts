import { describe, expect, it } from 'vitest';
import {
  apiError,
  catalogueEntry,
  ERRORS,
  errorToast,
  FAILURE_TITLES,
  fillPlaceholders,
  isErrorCode,
  toasts,
} from '../src/errors.ts';

describe('the error catalogue (docs/product/messages.md)', () => {
  it.each([
    ['already_applied', 409, 'Al aangemeld', 'Je hebt je al aangemeld voor deze camper.'],
    ['not_admin', 403, 'Toegang geweigerd', 'Je hebt geen admin rechten.'],
    ['no_credits', 422, 'Geen credits', 'Geen credits toegewezen voor {year}'],
    [
      'insufficient_credits',
      422,
      'Niet genoeg credits',
      'Niet genoeg credits voor {year}. Je hebt {n} hoogseizoen en {m} laagseizoen dagen geselecteerd.',
    ],
    ['refund_impossible', 422, 'Fout', 'Kan credits niet terugboeken'],
    ['invalid_credentials', 401, 'Inloggen mislukt', 'Controleer je inloggegevens.'],
    [
      'incomplete_document',
      400,
      'Onvolledige gegevens',
      'Selecteer een camper, geef een naam en kies een bestand',
    ],
    [
      'incomplete_invoice',
      400,
      'Onvolledige gegevens',
      'Selecteer een gebruiker, vul factuurnummer, naam en kies een bestand',
    ],
    ['no_camper_assigned', 403, 'Geen camper toegewezen', 'Je hebt nog geen camper toegewezen gekregen.'],
    ['internal_error', 500, 'Er ging iets mis', 'Probeer het later opnieuw.'],
  ] as const)('%s → %d %s / %s', (code, status, title, message) => {
    expect(ERRORS[code]).toEqual({ status, title, message });
  });

  it('has the spec titles for the other named failures', () => {
    expect(ERRORS.not_authenticated).toMatchObject({ status: 401, title: 'Niet ingelogd' });
    expect(ERRORS.invalid_url).toMatchObject({ status: 400, title: 'Ongeldige URL' });
    expect(ERRORS.document_not_found).toMatchObject({ status: 404, title: 'Document niet gevonden' });
    expect(ERRORS.file_too_large.status).toBe(413);
    expect(ERRORS.unsupported_file_type.status).toBe(415);
    expect(ERRORS.throttled.status).toBe(429);
    for (const code of [
      'email_taken',
      'day_unavailable',
      'camper_in_use',
      'invoice_number_taken',
      'already_owner',
    ]) {
      expect(catalogueEntry(code).status, code).toBe(409);
    }
  });

  it('uses snake_case codes and only the statuses the API contract allows', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      // 503 only while the server is still starting (it holds the port before it is ready).
      expect([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]).toContain(entry.status);
      expect(entry.title.length, code).toBeGreaterThan(0);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });

  it('falls back to "Er ging iets mis" for an unknown code', () => {
    expect(isErrorCode('nope')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(catalogueEntry('nope')).toEqual(ERRORS.internal_error);
  });
});

describe('placeholders and bodies', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders(ERRORS.insufficient_credits.message, { year: 2027, n: 3, m: 0 })).toBe(
      'Niet genoeg credits voor 2027. Je hebt 3 hoogseizoen en 0 laagseizoen dagen geselecteerd.',
    );
    expect(fillPlaceholders('Hallo {naam} {x}', { naam: 'Anna' })).toBe('Hallo Anna {x}');
  });

  it('builds the BFF body', () => {
    expect(apiError('no_credits', { values: { year: 2027 } })).toEqual({
      error: { code: 'no_credits', message: 'Geen credits toegewezen voor 2027' },
    });
    expect(apiError('invalid_input', { message: 'Naam is verplicht' })).toEqual({
      error: { code: 'invalid_input', message: 'Naam is verplicht' },
    });
    expect(apiError('not_admin')).toEqual({
      error: { code: 'not_admin', message: 'Je hebt geen admin rechten.' },
    });
  });

  it('turns a server answer into a toast, with the action title when given', () => {
    const body = apiError('insufficient_credits', { values: { year: 2027, n: 1, m: 2 } });
    expect(errorToast(body)).toEqual({
      title: 'Niet genoeg credits',
      message: 'Niet genoeg credits voor 2027. Je hebt 1 hoogseizoen en 2 laagseizoen dagen geselecteerd.',
    });
    expect(
      errorToast(
        { error: { code: 'invalid_input', message: 'Naam is verplicht' } },
        FAILURE_TITLES.saveProfile,
      ),
    ).toEqual({ title: 'Fout bij opslaan profiel', message: 'Naam is verplicht' });
    expect(errorToast('<html>')).toEqual({
      title: 'Er ging iets mis',
      message: 'Probeer het later opnieuw.',
    });
  });
});

describe('success toasts', () => {
  it('word for word', () => {
    expect(toasts.reservationCreated(3)).toEqual({
      title: 'Reservering gemaakt',
      message: 'Je hebt 3 dag(en) gereserveerd.',
    });
    expect(toasts.reservationDeleted(6, 4, 0)).toEqual({
      title: 'Reservering verwijderd',
      message:
        '6 dagen inclusief bufferdagen verwijderd. Credits teruggestort: 4 hoogseizoen, 0 laagseizoen.',
    });
    expect(toasts.loggedOut).toEqual({ title: 'Uitgelogd', message: 'Je bent succesvol uitgelogd.' });
    expect(toasts.photoUploaded).toEqual({
      title: 'Foto geüpload',
      message: 'Je profielfoto is succesvol bijgewerkt.',
    });
    expect(toasts.profileSaved).toEqual({
      title: 'Profiel opgeslagen',
      message: 'Je gegevens zijn succesvol bijgewerkt.',
    });
    expect(toasts.welcomeBack.title).toBe('Welkom terug!');
    expect(toasts.invoicePaidStatusUpdated.title).toBe('Status bijgewerkt');
  });
});
