/** Camper facts of docs/product/owner.md#states-spec-4, docs/product/calendar-and-credits.md#business-constants-spec-9: slots, badges, owner colours, form defaults and value lists. */

export const SERVICE_FEE_EUR_PER_MONTH = 160;
export const MAX_DETAIL_PHOTOS = 8;

/** Open slots = owner slots − owners assigned; never negative. */
export function openSlots(total: number, filled: number): number {
  return Math.max(0, total - filled);
}

/** The owner page's notice while slots are still open (docs/product/owner.md#screens-spec-2, /mijn-camper); null once the group is complete. */
export function ownersWaitingNotice(total: number, filled: number): string | null {
  return filled < total
    ? 'We wachten nog even op de andere eigenaars. Als we voltallig zijn, lanceren we onze reis!'
    : null;
}

/** The label of an unfilled owner slot. */
export const EMPTY_SLOT_LABEL = 'Vrij slot';

export type CarouselBadgeState = 'verkocht' | 'laatste_plaats' | 'beschikbaar';

export type CarouselBadge = {
  state: CarouselBadgeState;
  /** Badge on the card, or null when none is shown. */
  badge: string | null;
  /** Extra line under the details, or null. */
  notice: string | null;
  /** The apply button is hidden when the camper is full. */
  canApply: boolean;
  openSlots: number;
};

/**
 * The carousel (and the embed) load campers in batches of this size, the next one before the visitor reaches it: a
 * phone never downloads thousands of campers to show one.
 */
export const CAROUSEL_BATCH = 12;

/** docs/product/public.md#states-spec-4 'Camper card': 'Verkocht' when full (no apply button), a notice when exactly one slot is left. */
export function carouselBadge(total: number, filled: number): CarouselBadge {
  const open = openSlots(total, filled);
  if (open === 0)
    return { state: 'verkocht', badge: 'Verkocht', notice: null, canApply: false, openSlots: 0 };
  if (open === 1) {
    return {
      state: 'laatste_plaats',
      badge: 'Nog 1 plaats over',
      notice: 'Nog maar 1 plaats beschikbaar!',
      canApply: true,
      openSlots: 1,
    };
  }
  return { state: 'beschikbaar', badge: null, notice: null, canApply: true, openSlots: open };
}

export type OwnerColour = { key: string; naam: string; hex: string };

/** docs/product/calendar-and-credits.md#business-constants-spec-9: the owner palette cycles through red, yellow, green, blue, purple, orange. */
export const OWNER_PALETTE: readonly OwnerColour[] = [
  { key: 'red', naam: 'Rood', hex: '#ef4444' },
  { key: 'yellow', naam: 'Geel', hex: '#eab308' },
  { key: 'green', naam: 'Groen', hex: '#22c55e' },
  { key: 'blue', naam: 'Blauw', hex: '#3b82f6' },
  { key: 'purple', naam: 'Paars', hex: '#a855f7' },
  { key: 'orange', naam: 'Oranje', hex: '#f97316' },
];

export function ownerColour(index: number): OwnerColour {
  const size = OWNER_PALETTE.length;
  return OWNER_PALETTE[((Math.trunc(index) % size) + size) % size] as OwnerColour;
}

/** Colours per owner, owners ordered by user id (as the spec's client orders them). */
export function ownerColourMap(userIds: readonly string[]): Map<string, OwnerColour> {
  const sorted = [...new Set(userIds)].sort();
  return new Map(sorted.map((id, i) => [id, ownerColour(i)]));
}

export const CAMPER_STATUSES = ['in_verkoop', 'volzet', 'iedereen_getekend', 'on_the_road'] as const;
export type CamperStatus = (typeof CAMPER_STATUSES)[number];
export const CAMPER_STATUS_LABELS: Readonly<Record<CamperStatus, string>> = {
  in_verkoop: 'In verkoop',
  volzet: 'Volzet',
  iedereen_getekend: 'Iedereen getekend',
  on_the_road: 'On the road',
};

export const CATEGORIEEN = ['integraal', 'semi-integraal', 'alkoof', 'campervan'] as const;
export type Categorie = (typeof CATEGORIEEN)[number];
export const CATEGORIE_LABELS: Readonly<Record<Categorie, string>> = {
  integraal: 'Integraal',
  'semi-integraal': 'Semi-integraal',
  alkoof: 'Alkoof',
  campervan: 'Campervan',
};

export const RIJBEWIJZEN = ['B', 'C'] as const;
export type Rijbewijs = (typeof RIJBEWIJZEN)[number];

export const CONDITIES = ['nieuw', 'gebruikt'] as const;
export type Conditie = (typeof CONDITIES)[number];
export const CONDITIE_LABELS: Readonly<Record<Conditie, string>> = { nieuw: 'Nieuw', gebruikt: 'Gebruikt' };

export const AANMELDING_STATUSES = ['in_afwachting', 'toegewezen', 'afgewezen'] as const;
export type AanmeldingStatus = (typeof AANMELDING_STATUSES)[number];
export const AANMELDING_STATUS_LABELS: Readonly<Record<AanmeldingStatus, string>> = {
  in_afwachting: 'In afwachting',
  toegewezen: 'Toegewezen',
  afgewezen: 'Afgewezen',
};
/** A new application starts without a status from the user; it is stored as in_afwachting. */
export const DEFAULT_AANMELDING_STATUS: AanmeldingStatus = 'in_afwachting';

export const USER_STATUSES = ['prospect', 'eigenaar'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  prospect: 'Prospect',
  eigenaar: 'Eigenaar',
};
export const DEFAULT_USER_STATUS: UserStatus = 'prospect';

/** The only reservation status the product creates and reads. */
export const RESERVATION_STATUS = 'goedgekeurd';

export const INVOICE_PAID_LABELS = { betaald: 'Betaald', onbetaald: 'Onbetaald' } as const;

/** docs/product/calendar-and-credits.md#business-constants-spec-9 form defaults for a new camper. */
export const CAMPER_FORM_DEFAULTS = {
  naam: '',
  merk: '',
  model: '',
  categorie: 'integraal' as Categorie,
  rijbewijs: 'B' as Rijbewijs,
  conditie: 'nieuw' as Conditie,
  prijs: 0,
  aantal_zitplaatsen: 4,
  aantal_bedden: 4,
  lengte_cm: 600,
  breedte_cm: 220,
  max_kg: 3500,
  motor_pk: 140,
  motor_kw: 103,
  aantal_sloten_eigenaars: 4,
  aantal_km: null as number | null,
  nummerplaat: null as string | null,
  polisnummer: null as string | null,
  status: 'in_verkoop' as CamperStatus,
  toont_in_camper_vinden: true,
};
