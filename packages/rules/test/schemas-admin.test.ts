import { describe, expect, it } from 'vitest';
import { CAMPER_FORM_DEFAULTS } from '../src/camper.ts';
import { applicationCreateSchema, applicationStatusUpdateSchema } from '../src/schemas/applications.ts';
import {
  camperCreateSchema,
  camperStatusUpdateSchema,
  camperUpdateSchema,
  camperVisibilityUpdateSchema,
  ownerAssignSchema,
} from '../src/schemas/camper.ts';
import { creditsUpdateSchema } from '../src/schemas/credits.ts';
import { documentUploadSchema } from '../src/schemas/documents.ts';
import { invoicePaidUpdateSchema, invoiceUploadSchema } from '../src/schemas/invoices.ts';
import { reservationCreateSchema } from '../src/schemas/reservations.ts';
import { messageOf } from './message-of.ts';

const ID = '6f1c2a8e-3b4d-4c5e-9f60-718293a4b5c6';

describe('credits', () => {
  const good = {
    jaar: 2026,
    credits_hoogseizoen: 5,
    credits_laagseizoen: 10,
    standaard: { credits_hoogseizoen: 8, credits_laagseizoen: 12 },
  };

  it('accepts whole numbers ≥ 0', () => {
    expect(creditsUpdateSchema.parse(good)).toEqual(good);
    expect(creditsUpdateSchema.parse({ ...good, credits_hoogseizoen: 0 }).credits_hoogseizoen).toBe(0);
  });

  it('refuses fractions, negatives, strings, a missing standard and unknown fields', () => {
    expect(messageOf(creditsUpdateSchema, { ...good, credits_hoogseizoen: 1.5 })).toBe(
      'Credits hoogseizoen moet een geheel getal zijn',
    );
    expect(messageOf(creditsUpdateSchema, { ...good, credits_laagseizoen: -1 })).toBe(
      'Credits laagseizoen moet minimaal 0 zijn',
    );
    expect(messageOf(creditsUpdateSchema, { ...good, credits_laagseizoen: '3' })).toBe(
      'Credits laagseizoen moet een getal zijn',
    );
    expect(messageOf(creditsUpdateSchema, { ...good, standaard: undefined })).toBe('Standaard is verplicht');
    expect(messageOf(creditsUpdateSchema, { ...good, standaard: 5 })).toBe('Standaard is ongeldig');
    expect(messageOf(creditsUpdateSchema, { ...good, standaard: { ...good.standaard, x: 1 } })).toBe(
      'Onbekend veld: x',
    );
    // Any representable year is well-formed (the horizon is the server's rule, 422); others are 400.
    expect(creditsUpdateSchema.safeParse({ ...good, jaar: 2399 }).success).toBe(true);
    expect(messageOf(creditsUpdateSchema, { ...good, jaar: 0 })).toBe('Jaar moet minimaal 1 zijn');
    expect(messageOf(creditsUpdateSchema, { ...good, jaar: 10000 })).toBe('Jaar mag maximaal 9999 zijn');
    expect(messageOf(creditsUpdateSchema, { ...good, jaar: 2027.5 })).toBe('Jaar moet een geheel getal zijn');
  });
});

describe('camper form', () => {
  const good = {
    ...CAMPER_FORM_DEFAULTS,
    naam: 'Zonnestraal',
    merk: 'Hymer',
    model: 'B-Klasse',
    prijs: 24999.5,
  };

  it('accepts the defaults with the required texts filled in', () => {
    const parsed = camperCreateSchema.parse(good);
    expect(parsed).toMatchObject({
      naam: 'Zonnestraal',
      conditie: 'nieuw',
      aantal_km: null,
      nummerplaat: null,
    });
  });

  it('defaults conditie to nieuw, status to in_verkoop and visibility to true', () => {
    const { conditie: _c, status: _s, toont_in_camper_vinden: _t, ...rest } = good;
    expect(camperCreateSchema.parse(rest)).toMatchObject({
      conditie: 'nieuw',
      status: 'in_verkoop',
      toont_in_camper_vinden: true,
    });
  });

  it('keeps the optional fields optional', () => {
    const { aantal_km: _k, nummerplaat: _n, polisnummer: _p, ...rest } = good;
    expect(camperCreateSchema.safeParse(rest).success).toBe(true);
    expect(camperCreateSchema.parse({ ...good, aantal_km: 12000, nummerplaat: '1-ABC-234' })).toMatchObject({
      aantal_km: 12000,
      nummerplaat: '1-ABC-234',
    });
  });

  it.each([
    ['naam', 'Naam is verplicht'],
    ['merk', 'Merk is verplicht'],
    ['model', 'Model is verplicht'],
    ['prijs', 'Prijs is verplicht'],
    ['aantal_sloten_eigenaars', 'Aantal eigenaars is verplicht'],
    ['aantal_zitplaatsen', 'Zitplaatsen is verplicht'],
    ['aantal_bedden', 'Ligplaatsen is verplicht'],
    ['lengte_cm', 'Lengte is verplicht'],
    ['breedte_cm', 'Breedte is verplicht'],
    ['max_kg', 'Max gewicht is verplicht'],
    ['motor_pk', 'Motor PK is verplicht'],
    ['motor_kw', 'Motor kW is verplicht'],
  ])('requires %s', (field, message) => {
    expect(messageOf(camperCreateSchema, { ...good, [field]: undefined })).toBe(message);
  });

  it('fills categorie and rijbewijs with the form defaults when left out: the validation rules do not require them', () => {
    const { categorie: _c, rijbewijs: _r, ...rest } = good;
    expect(camperCreateSchema.parse(rest)).toMatchObject({ categorie: 'integraal', rijbewijs: 'B' });
  });

  it('refuses wrong types, bad values and unknown fields', () => {
    expect(messageOf(camperCreateSchema, { ...good, prijs: '100' })).toBe('Prijs moet een getal zijn');
    expect(messageOf(camperCreateSchema, { ...good, prijs: 10.001 })).toBe(
      'Prijs mag maximaal 2 decimalen hebben',
    );
    expect(messageOf(camperCreateSchema, { ...good, aantal_bedden: 2.5 })).toBe(
      'Ligplaatsen moet een geheel getal zijn',
    );
    expect(messageOf(camperCreateSchema, { ...good, categorie: 'caravan' })).toBe(
      'Kies een geldige categorie',
    );
    expect(messageOf(camperCreateSchema, { ...good, aantal_ingevulde_sloten: 2 })).toBe(
      'Onbekend veld: aantal_ingevulde_sloten',
    );
  });

  it('updates any subset but not nothing', () => {
    expect(camperUpdateSchema.parse({ naam: 'Nieuw' })).toEqual({ naam: 'Nieuw' });
    expect(messageOf(camperUpdateSchema, {})).toBe('Geen velden om bij te werken');
    expect(messageOf(camperUpdateSchema, { naam: '' })).toBe('Naam is verplicht');
  });

  it('patches status, visibility and owners', () => {
    expect(camperStatusUpdateSchema.parse({ status: 'on_the_road' })).toEqual({ status: 'on_the_road' });
    expect(messageOf(camperStatusUpdateSchema, { status: 'verkocht' })).toBe('Kies een geldige status');
    expect(camperVisibilityUpdateSchema.parse({ toont_in_camper_vinden: false })).toEqual({
      toont_in_camper_vinden: false,
    });
    expect(messageOf(camperVisibilityUpdateSchema, { toont_in_camper_vinden: 'false' })).toBe(
      'Tonen in camper vinden moet waar of onwaar zijn',
    );
    expect(ownerAssignSchema.parse({ user_id: ID })).toEqual({ user_id: ID });
    expect(messageOf(ownerAssignSchema, { user_id: '42' })).toBe('Gebruiker is ongeldig');
  });
});

describe('applications', () => {
  it('creates with a camper id and patches a status', () => {
    expect(applicationCreateSchema.parse({ camper_id: ID })).toEqual({ camper_id: ID });
    expect(messageOf(applicationCreateSchema, { camper_id: 'abc' })).toBe('Camper is ongeldig');
    expect(messageOf(applicationCreateSchema, { camper_id: ID, status: 'toegewezen' })).toBe(
      'Onbekend veld: status',
    );
    expect(applicationStatusUpdateSchema.parse({ status: 'afgewezen' })).toEqual({ status: 'afgewezen' });
    expect(messageOf(applicationStatusUpdateSchema, { status: 'goedgekeurd' })).toBe(
      'Kies een geldige status',
    );
  });
});

describe('reservations', () => {
  it('takes 1 to 366 real dates', () => {
    expect(reservationCreateSchema.parse({ dagen: ['2027-01-01'] })).toEqual({ dagen: ['2027-01-01'] });
    expect(messageOf(reservationCreateSchema, { dagen: [] })).toBe('Selecteer minstens één dag.');
    expect(messageOf(reservationCreateSchema, {})).toBe('Selecteer minstens één dag.');
    expect(messageOf(reservationCreateSchema, { dagen: Array(367).fill('2027-01-01') })).toBe(
      'Je kunt maximaal 366 dagen tegelijk reserveren',
    );
    expect(messageOf(reservationCreateSchema, { dagen: ['2027-02-29'] })).toBe(
      'Dag moet een geldige datum zijn (jjjj-mm-dd)',
    );
    expect(messageOf(reservationCreateSchema, { dagen: '2027-01-01' })).toBe(
      'Dagen moet een lijst van datums zijn',
    );
  });
});

describe('documents', () => {
  it('needs a camper and a name, with the spec message', () => {
    expect(documentUploadSchema.parse({ camper_id: ID, document_naam: ' Kentekenbewijs ' })).toEqual({
      camper_id: ID,
      document_naam: 'Kentekenbewijs',
    });
    const message = 'Selecteer een camper, geef een naam en kies een bestand';
    expect(messageOf(documentUploadSchema, { camper_id: ID })).toBe(message);
    expect(messageOf(documentUploadSchema, { camper_id: '', document_naam: 'x' })).toBe(message);
    expect(messageOf(documentUploadSchema, { document_naam: 'x' })).toBe(message);
  });
});

describe('invoices', () => {
  const good = { user_id: ID, factuur_nummer: 'F-2026-001', factuur_naam: 'Servicekosten januari' };
  const message = 'Selecteer een gebruiker, vul factuurnummer, naam en kies een bestand';

  it('accepts the minimum and turns absent optional fields into null', () => {
    expect(invoiceUploadSchema.parse(good)).toEqual({
      ...good,
      bedrag: null,
      factuurdatum: null,
      vervaldatum: null,
    });
  });

  it.each([
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['160', 160],
    ['0,05', 0.05],
    ['1.234,50', 1234.5],
    ['€ 160,55', 160.55],
    [99.99, 99.99],
    ['', null],
    // A credit note: a minus as typed, as a word processor writes it, or beside the euro sign.
    ['-12,50', -12.5],
    ['\u221212,50', -12.5],
    ['€ -1.234,50', -1234.5],
    ['-€ 160', -160],
    [-5, -5],
    ['-0', 0],
  ])('reads bedrag %j as %j', (bedrag, expected) => {
    expect(invoiceUploadSchema.parse({ ...good, bedrag }).bedrag).toBe(expected);
  });

  it.each([
    '12,505',
    '--1',
    '- -1',
    '1-',
    'twaalf',
    '1.23.4',
    '1,234',
    -1.005,
    1.005,
    10_000_000.01,
    -10_000_000.01,
  ])('refuses bedrag %j', (bedrag) => {
    expect(messageOf(invoiceUploadSchema, { ...good, bedrag })).toBe(
      'Bedrag moet een getal zijn met maximaal 2 decimalen (negatief voor een creditnota)',
    );
  });

  it('takes optional dates, empty as null, and no due date before the invoice date', () => {
    expect(invoiceUploadSchema.parse({ ...good, factuurdatum: '2026-11-01', vervaldatum: '' })).toMatchObject(
      {
        factuurdatum: '2026-11-01',
        vervaldatum: null,
      },
    );
    expect(messageOf(invoiceUploadSchema, { ...good, factuurdatum: '2026-11-31' })).toBe(
      'Factuurdatum moet een geldige datum zijn (jjjj-mm-dd)',
    );
    expect(
      messageOf(invoiceUploadSchema, { ...good, factuurdatum: '2026-11-10', vervaldatum: '2026-11-09' }),
    ).toBe('De vervaldatum mag niet voor de factuurdatum liggen');
  });

  it('says what is missing with the spec message', () => {
    expect(messageOf(invoiceUploadSchema, { ...good, factuur_nummer: '' })).toBe(message);
    expect(messageOf(invoiceUploadSchema, { ...good, factuur_naam: undefined })).toBe(message);
    expect(messageOf(invoiceUploadSchema, { ...good, user_id: '' })).toBe(message);
  });

  it('patches betaald', () => {
    expect(invoicePaidUpdateSchema.parse({ betaald: true })).toEqual({ betaald: true });
    expect(messageOf(invoicePaidUpdateSchema, { betaald: 'ja' })).toBe('Betaald moet waar of onwaar zijn');
  });
});
