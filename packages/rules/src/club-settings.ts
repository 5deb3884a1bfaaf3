/**
 * The club's contact details for the owner help page (docs/product/club-office.md#settings): set by an admin, never
 * made up. A phone number is what people write ('020 123 45 67', '+31 (0)20-1234567'); its tel: link keeps only the
 * digits and a leading '+'.
 */

export const CLUB_PHONE_FIELDS = [
  'pechbijstand_telefoon',
  'verzekering_telefoon',
  'onderhoud_telefoon',
] as const;
export type ClubPhoneField = (typeof CLUB_PHONE_FIELDS)[number];

export const CLUB_SETTING_LABELS = {
  pechbijstand_telefoon: 'Telefoonnummer pechbijstand',
  verzekering_telefoon: 'Telefoonnummer verzekering',
  onderhoud_telefoon: 'Telefoonnummer onderhoudsdienst',
  klantenservice_email: 'E-mail klantenservice',
  openingstijden: 'Openingstijden',
} as const;

export const CLUB_SETTINGS_MISSING = 'De club heeft deze gegevens nog niet ingevuld.';

export const MAX_PHONE_LENGTH = 40;
export const MAX_OPENING_HOURS_LENGTH = 500;

/** Digits, spaces and the separators people type; a '+' only in front; 6 to 15 digits (E.164 allows 15). */
const PHONE_CHARACTERS = /^\+?[0-9 ()./-]+$/;

export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** The tel: target of a number as stored: '+31 (0)20-123' → '+3120123' keeps the '(0)' out of an international number. */
export function telTarget(value: string): string {
  const international = value.trim().startsWith('+');
  const withoutTrunk = international ? value.replace(/\(0\)/g, '') : value;
  return `${international ? '+' : ''}${withoutTrunk.replace(/\D/g, '')}`;
}

export function phoneMessage(field: ClubPhoneField): string {
  return `${CLUB_SETTING_LABELS[field]} is geen geldig telefoonnummer (alleen cijfers, spaties, +, -, haakjes; 6 tot 15 cijfers).`;
}
