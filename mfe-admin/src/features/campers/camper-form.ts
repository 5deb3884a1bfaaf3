import { CAMPER_FORM_DEFAULTS } from '@camperdeel/rules/camper';
import { centsToEuro, euroToCents, formatEuroInput, parseEuroInputToCents } from '@camperdeel/rules/money';
import type { AdminCamper } from '../../shared/admin-api.ts';

/** The add/edit dialog's values: the spec's form fields (docs/product/api.md#entities-spec-3, docs/product/admin.md#validation-spec-5); numbers are null while a field is empty. */
export type CamperFormValues = {
  naam: string;
  merk: string;
  model: string;
  categorie: string;
  rijbewijs: string;
  conditie: string;
  /** The price as typed ('42.500,50', '42500.50', '€ 42.500'): read like an invoice amount, never by a number field. */
  prijs: string;
  aantal_sloten_eigenaars: number | null;
  aantal_zitplaatsen: number | null;
  aantal_bedden: number | null;
  lengte_cm: number | null;
  breedte_cm: number | null;
  max_kg: number | null;
  motor_pk: number | null;
  motor_kw: number | null;
  aantal_km: number | null;
  nummerplaat: string;
  polisnummer: string;
  status: string;
  toont_in_camper_vinden: boolean;
};

export type NumberField = {
  [K in keyof CamperFormValues]: CamperFormValues[K] extends number | null ? K : never;
}[keyof CamperFormValues];

/** docs/product/calendar-and-credits.md#business-constants-spec-9 defaults for a new camper, or the camper's own values when editing. */
export function initialCamperValues(camper: AdminCamper | null): CamperFormValues {
  const source = camper ?? CAMPER_FORM_DEFAULTS;
  return {
    naam: source.naam,
    merk: source.merk,
    model: source.model,
    categorie: source.categorie,
    rijbewijs: source.rijbewijs,
    conditie: source.conditie,
    prijs: formatEuroInput(euroToCents(source.prijs)),
    aantal_sloten_eigenaars: source.aantal_sloten_eigenaars,
    aantal_zitplaatsen: source.aantal_zitplaatsen,
    aantal_bedden: source.aantal_bedden,
    lengte_cm: source.lengte_cm,
    breedte_cm: source.breedte_cm,
    max_kg: source.max_kg,
    motor_pk: source.motor_pk,
    motor_kw: source.motor_kw,
    aantal_km: source.aantal_km,
    nummerplaat: source.nummerplaat ?? '',
    polisnummer: source.polisnummer ?? '',
    status: source.status,
    toont_in_camper_vinden: source.toont_in_camper_vinden,
  };
}

const OPTIONAL_NUMBERS: ReadonlySet<NumberField> = new Set(['aantal_km']);

/**
 * What the schema from packages/rules checks: an empty required number is absent (so the message says
 * 'is verplicht'), an empty optional one is null.
 */
export function camperPayload(values: CamperFormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null && !OPTIONAL_NUMBERS.has(key as NumberField)) continue;
    payload[key] = value;
  }
  // An empty price is absent ('Prijs is verplicht'); text that is no amount goes as text ('Prijs moet een getal zijn').
  const cents = parseEuroInputToCents(values.prijs);
  if (values.prijs.trim() === '') delete payload.prijs;
  else payload.prijs = cents === null ? values.prijs : centsToEuro(cents);
  return payload;
}
