/**
 * The kinds of notification: who gets them is decided by the server; each user chooses per kind whether it
 * is also mailed (default: yes). `titel` is the Dutch label in the bell and the settings screen.
 */
export const NOTIFICATION_KINDS = [
  'aanmelding_ontvangen',
  'eigenaar_toegewezen',
  'aanmelding_afgewezen',
  'reservering_geboekt',
  'reservering_geannuleerd',
  'onderhoud_blokkade',
  'nieuw_document',
  'nieuwe_factuur',
  'schademelding',
  'ronde_uitslag',
  'factuur_herinnering',
  'onderhoud_nodig',
  'ruil_aanbod',
  'ruil_geaccepteerd',
  'dagen_vrij',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The label of each kind on the mail-settings screen. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  aanmelding_ontvangen: 'Nieuwe aanmelding ontvangen (beheer)',
  eigenaar_toegewezen: 'Je bent eigenaar geworden',
  aanmelding_afgewezen: 'Je aanmelding is afgewezen',
  reservering_geboekt: 'Een mede-eigenaar heeft gereserveerd',
  reservering_geannuleerd: 'Een mede-eigenaar heeft een reservering geannuleerd',
  onderhoud_blokkade: 'Onderhoud valt over je reservering',
  nieuw_document: 'Nieuw document voor je camper',
  nieuwe_factuur: 'Nieuwe factuur voor jou',
  schademelding: 'Schade gemeld aan je camper',
  ronde_uitslag: 'Uitslag van een wensronde',
  factuur_herinnering: 'Herinnering: een factuur is over de vervaldatum',
  onderhoud_nodig: 'APK, verzekering of onderhoud van je camper loopt af',
  ruil_aanbod: 'Een mede-eigenaar biedt een reservering aan',
  ruil_geaccepteerd: 'Een reservering is geruild',
  dagen_vrij: 'Dagen op je wachtlijst zijn vrijgekomen',
};

/** Kinds only admins receive; the settings screen shows them to admins only. */
export const ADMIN_NOTIFICATION_KINDS: readonly NotificationKind[] = ['aanmelding_ontvangen'];

/** Shown in the bell when there is nothing. */
export const NOTIFICATION_TEXTS = {
  bell: 'Meldingen',
  empty: 'Geen meldingen',
  markAllRead: 'Alles gelezen',
  markRead: 'Gelezen',
  settingsTitle: 'E-mail bij meldingen',
} as const;
