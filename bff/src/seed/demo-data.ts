import { CAMPER_FORM_DEFAULTS } from '@camperdeel/rules/camper';
import type { NewCamper } from '../db/schema.ts';
import type { CamperLook } from './camper-picture.ts';

/** The demo accounts `npm start` prints: one login per kind of user. */
export const DEMO_LOGINS = {
  admin: { soort: 'Beheerder', email: 'admin@camperdeel.nl', wachtwoord: 'demo-beheer' },
  eigenaar: { soort: 'Eigenaar (Zeeuwse Zon)', email: 'eigenaar@camperdeel.nl', wachtwoord: 'demo-eigenaar' },
  prospect: {
    soort: 'Geïnteresseerde (prospect)',
    email: 'prospect@camperdeel.nl',
    wachtwoord: 'demo-prospect',
  },
} as const;

export type DemoCamper = {
  key: string;
  camper: Omit<
    NewCamper,
    'id' | 'hoofdfoto_url' | 'detailfoto_urls' | 'pdf_url' | 'vloerplan_url' | 'created_at'
  >;
  looks: CamperLook[];
  /** E-mail local parts (…@camperdeel.nl) of the owners, first one printed as the owner login for camper 1. */
  owners: string[];
  brochure: boolean;
};

/**
 * Every demo camper starts from the admin form's defaults as columns (0/1 for the carousel flag); each names itself
 * and sets its own price, slots and status.
 */
const { prijs, toont_in_camper_vinden, ...formDefaults } = CAMPER_FORM_DEFAULTS;
const base = { ...formDefaults, toont_in_camper_vinden: toont_in_camper_vinden ? 1 : 0 };

/** Seven campers over all four statuses: two full, one with exactly one slot open, one hidden from the carousel. */
export const DEMO_CAMPERS: DemoCamper[] = [
  {
    key: 'zeeuwse-zon',
    camper: {
      ...base,
      naam: 'Zeeuwse Zon',
      merk: 'Hymer',
      model: 'B-Klasse MasterLine 780',
      prijs_cent: 1_950_000,
      aantal_sloten_eigenaars: 4,
      lengte_cm: 780,
      motor_pk: 170,
      motor_kw: 125,
      status: 'on_the_road',
      nummerplaat: 'V-123-ZZ',
      polisnummer: 'POL-2024-88123',
    },
    looks: [
      { body: [244, 244, 240], stripe: [214, 120, 40], sky: [126, 178, 226], alcove: false },
      { body: [244, 244, 240], stripe: [214, 120, 40], sky: [240, 176, 120], alcove: false },
    ],
    owners: ['eigenaar', 'sanne', 'pieter', 'fatima'],
    brochure: true,
  },
  {
    key: 'veluwe-vrijheid',
    camper: {
      ...base,
      naam: 'Veluwe Vrijheid',
      merk: 'Adria',
      model: 'Coral XL Plus 670 SL',
      categorie: 'semi-integraal',
      prijs_cent: 1_450_000,
      aantal_sloten_eigenaars: 4,
      lengte_cm: 699,
      status: 'in_verkoop',
      nummerplaat: 'V-456-VV',
      polisnummer: 'POL-2025-10456',
    },
    looks: [
      { body: [232, 236, 230], stripe: [60, 120, 70], sky: [140, 190, 230], alcove: false },
      { body: [232, 236, 230], stripe: [60, 120, 70], sky: [200, 220, 240], alcove: false },
    ],
    owners: ['eva', 'daan', 'lotte'],
    brochure: true,
  },
  {
    key: 'waddenwind',
    camper: {
      ...base,
      naam: 'Waddenwind',
      merk: 'Knaus',
      model: 'Live Traveller 600 DKG',
      categorie: 'alkoof',
      prijs_cent: 980_000,
      aantal_sloten_eigenaars: 3,
      aantal_bedden: 6,
      aantal_zitplaatsen: 6,
      status: 'volzet',
    },
    looks: [{ body: [236, 240, 246], stripe: [40, 90, 160], sky: [110, 160, 210], alcove: true }],
    owners: ['bram', 'yara', 'koen'],
    brochure: false,
  },
  {
    key: 'brabantse-bries',
    camper: {
      ...base,
      naam: 'Brabantse Bries',
      merk: 'Dethleffs',
      model: 'Trend T 7057 EB',
      categorie: 'semi-integraal',
      conditie: 'gebruikt',
      aantal_km: 42_000,
      prijs_cent: 1_100_000,
      aantal_sloten_eigenaars: 4,
      status: 'iedereen_getekend',
      toont_in_camper_vinden: 0,
    },
    looks: [{ body: [240, 236, 226], stripe: [150, 40, 50], sky: [150, 190, 220], alcove: false }],
    owners: ['mila', 'thijs'],
    brochure: false,
  },
  {
    key: 'limburgse-heuvels',
    camper: {
      ...base,
      naam: 'Limburgse Heuvels',
      merk: 'Bürstner',
      model: 'Lyseo TD 744 Harmony',
      conditie: 'gebruikt',
      aantal_km: 18_500,
      prijs_cent: 1_250_000,
      aantal_sloten_eigenaars: 4,
      status: 'in_verkoop',
    },
    looks: [{ body: [246, 246, 246], stripe: [110, 60, 140], sky: [170, 200, 235], alcove: false }],
    owners: [],
    brochure: false,
  },
  {
    key: 'drentse-dromen',
    camper: {
      ...base,
      naam: 'Drentse Dromen',
      merk: 'Pössl',
      model: 'Summit 640',
      categorie: 'campervan',
      prijs_cent: 790_000,
      aantal_sloten_eigenaars: 6,
      aantal_zitplaatsen: 4,
      aantal_bedden: 2,
      lengte_cm: 636,
      breedte_cm: 205,
      motor_pk: 140,
      motor_kw: 103,
      status: 'in_verkoop',
    },
    looks: [{ body: [70, 84, 96], stripe: [230, 200, 60], sky: [120, 170, 220], alcove: false }],
    owners: ['noah'],
    brochure: false,
  },
  {
    key: 'hollandse-horizon',
    camper: {
      ...base,
      naam: 'Hollandse Horizon',
      merk: 'Carthago',
      model: 'Chic C-Line 5.9 XL',
      rijbewijs: 'C',
      prijs_cent: 2_400_000,
      aantal_sloten_eigenaars: 5,
      lengte_cm: 860,
      breedte_cm: 227,
      max_kg: 5000,
      motor_pk: 180,
      motor_kw: 132,
      status: 'in_verkoop',
    },
    looks: [{ body: [250, 250, 248], stripe: [30, 30, 34], sky: [236, 160, 120], alcove: false }],
    owners: [],
    brochure: false,
  },
];

/** Display names for the e-mail local parts used above. */
export const DEMO_NAMES: Record<string, string> = {
  eigenaar: 'Jan de Boer',
  sanne: 'Sanne Visser',
  pieter: 'Pieter Bakker',
  fatima: 'Fatima El Amrani',
  eva: 'Eva Jansen',
  daan: 'Daan Smit',
  lotte: 'Lotte Mulder',
  bram: 'Bram de Groot',
  yara: 'Yara Bos',
  koen: 'Koen Vos',
  mila: 'Mila Peters',
  thijs: 'Thijs Hendriks',
  noah: 'Noah van Dijk',
};

/**
 * The club's help-page settings in the demo: clearly fictional and labelled (docs/decisions/0083-club-office.md).
 * The numbers start with '0000', which no Dutch number does, and the address uses the reserved `.invalid` domain.
 */
export const DEMO_CLUB_SETTINGS = {
  pechbijstand_telefoon: '0000 000 001',
  verzekering_telefoon: '0000 000 002',
  onderhoud_telefoon: '0000 000 003',
  klantenservice_email: 'voorbeeld@camperdeel.invalid',
  openingstijden:
    'Voorbeeldgegevens (demo) — niet bellen\nMaandag t/m vrijdag: 08:00 - 18:00\nZaterdag: 09:00 - 12:00',
} as const;
