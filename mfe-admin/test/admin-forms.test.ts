import { CAMPER_FORM_DEFAULTS } from '@camperdeel/rules/camper';
import { camperCreateSchema } from '@camperdeel/rules/schemas/camper';
import { creditsUpdateSchema } from '@camperdeel/rules/schemas/credits';
import { invoiceUploadSchema } from '@camperdeel/rules/schemas/invoices';
import { describe, expect, it } from 'vitest';
import { camperPayload, initialCamperValues } from '../src/features/campers/camper-form.ts';
import { invoiceForm } from '../src/features/invoices/InvoiceUploadDialog.tsx';
import { creditsPayload, grantLines, initialCreditValues } from '../src/features/users/CreditsDialog.tsx';
import { amountShownBack, readAmount } from '../src/shared/AmountField.tsx';

describe('camper form', () => {
  it('starts a new camper from the spec defaults, which pass the create schema once named', () => {
    const values = initialCamperValues(null);
    expect(values).toMatchObject({
      categorie: 'integraal',
      rijbewijs: 'B',
      conditie: 'nieuw',
      prijs: '0,00',
      aantal_zitplaatsen: 4,
      aantal_bedden: 4,
      lengte_cm: 600,
      breedte_cm: 220,
      max_kg: 3500,
      motor_pk: 140,
      motor_kw: 103,
      aantal_sloten_eigenaars: CAMPER_FORM_DEFAULTS.aantal_sloten_eigenaars,
    });
    const parsed = camperCreateSchema.safeParse(
      camperPayload({ ...values, naam: 'Zeeland', merk: 'Hymer', model: 'B' }),
    );
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data).toMatchObject({ nummerplaat: null, aantal_km: null });
  });

  it('reads the price as an amount people type or paste, never 100× too high', () => {
    const price = (prijs: string) =>
      camperCreateSchema.safeParse({
        ...camperPayload({ ...initialCamperValues(null), prijs }),
        naam: 'a',
        merk: 'b',
        model: 'c',
      });
    for (const [typed, euro] of [
      ['42500.50', 42500.5],
      ['42.500,50', 42500.5],
      ['€ 42.500,50', 42500.5],
      ['12.50', 12.5],
      ['42500', 42500],
    ] as const) {
      const parsed = price(typed);
      expect(parsed.success && parsed.data.prijs, typed).toBe(euro);
    }
    const refused = (prijs: string) => {
      const parsed = price(prijs);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(refused('')).toEqual(['Prijs is verplicht']);
    expect(refused('veel')).toEqual(['Prijs moet een getal zijn']);
  });

  it('leaves an emptied required number out, so the schema says it is required', () => {
    const payload = camperPayload({ ...initialCamperValues(null), motor_kw: null, aantal_km: null });
    expect(payload).not.toHaveProperty('motor_kw');
    expect(payload).toHaveProperty('aantal_km', null);
    const parsed = camperCreateSchema.safeParse({ ...payload, naam: 'a', merk: 'b', model: 'c' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
      'Motor kW is verplicht',
    ]);
  });
});

describe('credits form', () => {
  it('coerces invalid input to 0 and sends a payload the server schema accepts', () => {
    const payload = creditsPayload({
      jaar: '2027',
      credits_hoogseizoen: '12',
      credits_laagseizoen: 'abc',
      standaard: { credits_hoogseizoen: '-3', credits_laagseizoen: '2.5' },
    });
    expect(payload).toEqual({
      jaar: 2027,
      credits_hoogseizoen: 12,
      credits_laagseizoen: 0,
      standaard: { credits_hoogseizoen: 0, credits_laagseizoen: 0 },
    });
    expect(creditsUpdateSchema.safeParse(payload).success).toBe(true);
  });

  const row = (jaar: number, over: [number, number], toegekend: [number, number]) => ({
    jaar,
    credits_hoogseizoen: over[0],
    credits_laagseizoen: over[1],
    toegekend_hoogseizoen: toegekend[0],
    toegekend_laagseizoen: toegekend[1],
  });

  it('prefills the saved start year with what was granted (not what is left) and the standard; else this year with zeros', () => {
    expect(
      initialCreditValues(
        {
          credits: [row(2026, [2, 9], [7, 9]), row(2027, [5, 6], [5, 6])],
          standaard: { start_jaar: 2026, credits_hoogseizoen: 5, credits_laagseizoen: 6 },
        },
        2026,
      ),
    ).toEqual({
      jaar: '2026',
      credits_hoogseizoen: '7',
      credits_laagseizoen: '9',
      standaard: { credits_hoogseizoen: '5', credits_laagseizoen: '6' },
    });
    expect(initialCreditValues({ credits: [], standaard: null }, 2030)).toEqual({
      jaar: '2030',
      credits_hoogseizoen: '0',
      credits_laagseizoen: '0',
      standaard: { credits_hoogseizoen: '0', credits_laagseizoen: '0' },
    });
  });

  it('moves a start year that left the horizon to this year, with this year’s grant or the standard', () => {
    const standaard = { start_jaar: 2025, credits_hoogseizoen: 5, credits_laagseizoen: 6 };
    expect(
      initialCreditValues(
        { credits: [row(2025, [0, 0], [9, 9]), row(2026, [1, 2], [4, 6])], standaard },
        2026,
      ),
    ).toEqual({
      jaar: '2026',
      credits_hoogseizoen: '4',
      credits_laagseizoen: '6',
      standaard: { credits_hoogseizoen: '5', credits_laagseizoen: '6' },
    });
    expect(initialCreditValues({ credits: [], standaard }, 2026)).toEqual({
      jaar: '2026',
      credits_hoogseizoen: '5',
      credits_laagseizoen: '6',
      standaard: { credits_hoogseizoen: '5', credits_laagseizoen: '6' },
    });
  });

  it('lists per year what is left of what was granted', () => {
    expect(grantLines([row(2026, [3, 20], [10, 20])])).toEqual([
      '2026: hoogseizoen nog 3 van 10, laagseizoen nog 20 van 20',
    ]);
  });
});

describe('invoice upload body', () => {
  it('sends the amount with two decimals and leaves empty optional fields out', () => {
    const file = new File(['%PDF-1.4'], 'factuur.pdf', { type: 'application/pdf' });
    const input = invoiceUploadSchema.parse({
      user_id: '22222222-2222-4222-8222-222222222222',
      factuur_nummer: ' F-1 ',
      factuur_naam: 'Service',
      bedrag: '12,5',
      factuurdatum: '',
      vervaldatum: '2027-01-31',
    });
    const form = invoiceForm(input, file);
    expect(Object.keys(form)).toEqual([
      'user_id',
      'factuur_nummer',
      'factuur_naam',
      'bedrag',
      'vervaldatum',
      'file',
    ]);
    expect(form.bedrag).toBe('12.50');
    expect(form.factuur_nummer).toBe('F-1');
  });
});

describe('invoice amount as typed or pasted', () => {
  it.each([
    ['160,55', 160.55],
    ['160.55', 160.55],
    ['€ 1.234,50', 1234.5],
    ['', null],
  ])('reads %j as %j euro', (text, euro) => {
    expect(readAmount(text)).toEqual({ text, euro, error: null });
  });

  it.each([
    ['160.55', '160,55'],
    ['160,5', '160,50'],
    ['twaalf', 'twaalf'],
  ])('shows %j back as %j after leaving the field', (text, shown) => {
    expect(amountShownBack(text)).toBe(shown);
  });

  it("refuses what cannot be an amount with the server's Dutch message", () => {
    for (const text of ['12,505', 'twaalf', '--3', '1.234']) {
      expect(readAmount(text, true).error).toBe(
        'Bedrag moet een getal zijn met maximaal 2 decimalen (negatief voor een creditnota)',
      );
    }
  });

  it('takes a negative amount only where a credit note is allowed', () => {
    expect(readAmount('-12,50', true)).toEqual({ text: '-12,50', euro: -12.5, error: null });
    expect(amountShownBack('-12.5', true)).toBe('-12,50');
    expect(readAmount('-3').error).toBe('Bedrag mag niet negatief zijn');
    expect(amountShownBack('-3')).toBe('-3');
  });
});
