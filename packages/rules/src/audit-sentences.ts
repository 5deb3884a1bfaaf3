/**
 * The Logboek as people read it (docs/product/admin.md#logboek-admindashboardlogboek): every kind of event the server
 * records, what its `doel` points at, and one Dutch sentence per event. Names are looked up when the log is read, so
 * a renamed or erased member shows as they are now; this module only puts them into words.
 */

/** What an event's `doel` id points at; the server looks its name up in that table. */
export const AUDIT_TARGET_KINDS = [
  'gebruiker',
  'camper',
  'factuur',
  'document',
  'aanmelding',
  'reservering',
  'blokkade',
  'ronde',
  'overdracht',
  'token',
  'mail',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/**
 * The names of an event's target, resolved at read time: `doel` is the target's own name (a person's name, a camper's
 * naam, an invoice number, a document's naam), `bij` whom or what it belongs to (the invoice's owner, the document's
 * camper). Null when the target is gone or has no name.
 */
export type AuditNames = { doel: string | null; bij: string | null };

type Sentence = (names: AuditNames, details: Details) => string;
type Kind = { doel: AuditTargetKind | null; zin: Sentence };
type Details = Record<string, unknown>;

/** Text from a stored detail, or null when it is not a non-empty string. */
function detailText(details: Details, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The request body the admin sent, as stored with the event. */
function input(details: Details): Details {
  const value = details.invoer;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : {};
}

const voor = (naam: string | null) => (naam ? ` voor ${naam}` : '');
const van = (naam: string | null) => (naam ? ` van ${naam}` : '');
const quoted = (naam: string | null, fallback: string) => (naam ? `${fallback} ${naam}` : fallback);

/** Every kind of event the server records; a kind without a row fails bff/test/admin/audit-people.test.ts. */
const KINDS: Record<string, Kind> = {
  // Security events.
  login_mislukt: {
    doel: 'gebruiker',
    zin: ({ doel }, d) => {
      const wie = doel ?? detailText(d, 'email');
      const reden = d.reden === 'geen_admin' ? ' (geen admin)' : '';
      return `Mislukte inlogpoging${voor(wie)}${reden}`;
    },
  },
  wachtwoord_gewijzigd: { doel: 'gebruiker', zin: ({ doel }) => `Wachtwoord gewijzigd${van(doel)}` },
  wachtwoord_onjuist: {
    doel: 'gebruiker',
    zin: ({ doel }) => `Onjuist wachtwoord bevestigd${doel ? ` door ${doel}` : ''}`,
  },
  wachtwoord_reset: { doel: 'gebruiker', zin: ({ doel }) => `Wachtwoord opnieuw ingesteld${van(doel)}` },
  token_aangemaakt: {
    doel: 'token',
    zin: ({ doel }, d) => `API-token ${doel ?? detailText(d, 'naam') ?? ''} aangemaakt`,
  },
  token_gebruikt: {
    doel: 'token',
    zin: ({ doel }, d) => `API-token ${doel ?? detailText(d, 'naam') ?? ''} gebruikt`,
  },
  account_verwijderd: {
    doel: 'gebruiker',
    zin: ({ doel }) => `Account${van(doel)} verwijderd door het lid zelf`,
  },
  sessie_beeindigd: { doel: null, zin: () => 'Sessie op een ander apparaat beëindigd' },
  overdracht_gecorrigeerd: {
    doel: 'overdracht',
    zin: ({ doel }) => `Overdracht${van(doel)} gecorrigeerd`,
  },
  overdracht_verwijderd: { doel: 'overdracht', zin: ({ doel }) => `Overdracht${van(doel)} verwijderd` },

  // Admin writes, as `<METHOD> <route>`.
  'POST /api/admin/users': { doel: 'gebruiker', zin: ({ doel }) => quoted(doel, 'Gebruiker aangemaakt:') },
  'PATCH /api/admin/users/:id': { doel: 'gebruiker', zin: ({ doel }) => `Gegevens${van(doel)} gewijzigd` },
  'DELETE /api/admin/users/:id': {
    doel: 'gebruiker',
    zin: ({ doel }) => `Gebruiker ${doel ?? ''} verwijderd`,
  },
  'POST /api/admin/users/:id/password-reset': {
    doel: 'gebruiker',
    zin: ({ doel }) => `Wachtwoordherstel verstuurd${voor(doel)}`,
  },
  'PUT /api/admin/users/:id/credits': {
    doel: 'gebruiker',
    zin: ({ doel }) => `Credits${van(doel)} aangepast`,
  },
  'POST /api/admin/users/:id/photo': {
    doel: 'gebruiker',
    zin: ({ doel }) => `Profielfoto${van(doel)} geüpload`,
  },
  'POST /api/admin/users/invitations': { doel: null, zin: () => 'Uitnodigingen verstuurd' },
  'POST /api/admin/users/:id/invitation': {
    doel: 'gebruiker',
    zin: ({ doel }) => `Uitnodiging verstuurd${voor(doel)}`,
  },
  'POST /api/admin/credits/batch': { doel: null, zin: () => 'Credits voor meerdere leden aangepast' },
  'POST /api/admin/campers': { doel: 'camper', zin: ({ doel }) => `Camper ${doel ?? ''} toegevoegd` },
  'PATCH /api/admin/campers/:id': { doel: 'camper', zin: ({ doel }) => `Camper ${doel ?? ''} gewijzigd` },
  'DELETE /api/admin/campers/:id': { doel: 'camper', zin: ({ doel }) => `Camper ${doel ?? ''} verwijderd` },
  'PATCH /api/admin/campers/:id/status': {
    doel: 'camper',
    zin: ({ doel }, d) => {
      const status = detailText(input(d), 'status');
      return `Status van camper ${doel ?? ''} gewijzigd${status ? ` naar ${status}` : ''}`;
    },
  },
  'PATCH /api/admin/campers/:id/visibility': {
    doel: 'camper',
    zin: ({ doel }) => `Zichtbaarheid van camper ${doel ?? ''} gewijzigd`,
  },
  'POST /api/admin/campers/:id/files': {
    doel: 'camper',
    zin: ({ doel }) => `Bestand geüpload voor camper ${doel ?? ''}`,
  },
  'DELETE /api/admin/campers/:id/files': {
    doel: 'camper',
    zin: ({ doel }) => `Bestand verwijderd van camper ${doel ?? ''}`,
  },
  'POST /api/admin/campers/:id/owners': {
    doel: 'camper',
    zin: ({ doel }) => `Eigenaar toegevoegd aan camper ${doel ?? ''}`,
  },
  'DELETE /api/admin/campers/:id/owners/:id': {
    doel: 'gebruiker',
    zin: ({ doel }) => `${doel ?? 'Eigenaar'} verwijderd als eigenaar van een camper`,
  },
  'PATCH /api/admin/applications/:id': {
    doel: 'aanmelding',
    zin: ({ doel, bij: camper }, d) => {
      const status = detailText(input(d), 'status');
      const wat = status === 'toegewezen' ? 'toegewezen' : status === 'afgewezen' ? 'afgewezen' : 'gewijzigd';
      return `Aanmelding${van(doel)}${camper ? ` voor ${camper}` : ''} ${wat}`;
    },
  },
  'DELETE /api/admin/applications/:id': {
    doel: 'aanmelding',
    zin: ({ doel, bij: camper }) => `Aanmelding${van(doel)}${camper ? ` voor ${camper}` : ''} verwijderd`,
  },
  'POST /api/admin/campers/:id/blocks': {
    doel: 'camper',
    zin: ({ doel }, d) => {
      const reden = detailText(input(d), 'reden');
      return `Camper ${doel ?? ''} geblokkeerd${reden ? ` (${reden})` : ''}`;
    },
  },
  'DELETE /api/admin/blocks/:id': {
    doel: 'blokkade',
    zin: ({ doel }) => `Blokkade${doel ? ` van camper ${doel}` : ''} opgeheven`,
  },
  'POST /api/admin/campers/:id/rounds': {
    doel: 'camper',
    zin: ({ doel }, d) => {
      const jaar = input(d).jaar;
      return `Wensronde${typeof jaar === 'number' ? ` ${jaar}` : ''} geopend voor camper ${doel ?? ''}`;
    },
  },
  'POST /api/admin/rounds/:id/allocate': {
    doel: 'ronde',
    zin: ({ doel, bij: jaar }) =>
      `Wensronde${jaar ? ` ${jaar}` : ''}${doel ? ` van ${doel}` : ''} toegewezen`,
  },
  'PUT /api/admin/campers/:id/rules': {
    doel: 'camper',
    zin: ({ doel }) => `Regels van camper ${doel ?? ''} gewijzigd`,
  },
  'PUT /api/admin/campers/:id/care': {
    doel: 'camper',
    zin: ({ doel }) => `Onderhoudsplan van camper ${doel ?? ''} gewijzigd`,
  },
  'POST /api/admin/campers/:id/services': {
    doel: 'camper',
    zin: ({ doel }) => `Onderhoudsbeurt vastgelegd voor camper ${doel ?? ''}`,
  },
  'PATCH /api/admin/handovers/:id': {
    doel: 'overdracht',
    zin: ({ doel }) => `Overdracht${van(doel)} bijgewerkt`,
  },
  'DELETE /api/admin/handovers/:id': {
    doel: 'overdracht',
    zin: ({ doel }) => `Overdracht${van(doel)} verwijderd`,
  },
  'POST /api/admin/campers/:id/reservations': {
    doel: 'camper',
    zin: ({ doel }) => `Reservering gemaakt voor camper ${doel ?? ''}`,
  },
  'DELETE /api/admin/reservations/:id': {
    doel: 'reservering',
    zin: ({ doel, bij: camper }) => `Reservering${van(doel)}${camper ? ` voor ${camper}` : ''} geannuleerd`,
  },
  'POST /api/admin/documents': {
    doel: 'document',
    zin: ({ doel, bij: camper }) =>
      `Document ${doel ?? ''} geüpload${camper ? ` voor camper ${camper}` : ''}`,
  },
  'PUT /api/admin/documents/:id': {
    doel: 'document',
    zin: ({ doel, bij: camper }) =>
      `Document ${doel ?? ''} vervangen${camper ? ` bij camper ${camper}` : ''}`,
  },
  'DELETE /api/admin/documents/:id': {
    doel: 'document',
    zin: ({ doel, bij: camper }) =>
      `Document ${doel ?? ''} verwijderd${camper ? ` bij camper ${camper}` : ''}`,
  },
  'POST /api/admin/invoices': {
    doel: 'factuur',
    zin: ({ doel, bij: lid }) => `Factuur ${doel ?? ''} geüpload${voor(lid)}`,
  },
  'PATCH /api/admin/invoices/:id': {
    doel: 'factuur',
    zin: ({ doel, bij: lid }, d) => {
      const betaald = input(d).betaald;
      const wat =
        betaald === true
          ? 'als betaald gemarkeerd'
          : betaald === false
            ? 'als onbetaald gemarkeerd'
            : 'gewijzigd';
      return `Factuur ${doel ?? ''} ${wat}${voor(lid)}`;
    },
  },
  'DELETE /api/admin/invoices/:id': {
    doel: 'factuur',
    zin: ({ doel, bij: lid }) => `Factuur ${doel ?? ''} verwijderd${voor(lid)}`,
  },
  'POST /api/admin/invoices/generate': {
    doel: null,
    zin: (_names, d) => {
      const maand = detailText(input(d), 'maand');
      const proef = input(d).dry_run === true;
      return `Servicefacturen${proef ? ' (proefrun)' : ''} gemaakt${maand ? ` voor ${maand}` : ''}`;
    },
  },
  'PUT /api/admin/settings': { doel: null, zin: () => 'Instellingen van de club gewijzigd' },
  'POST /api/admin/tokens': { doel: 'token', zin: ({ doel }) => `API-token ${doel ?? ''} aangemaakt` },
  'DELETE /api/admin/tokens/:id': { doel: 'token', zin: ({ doel }) => `API-token ${doel ?? ''} ingetrokken` },
  'POST /api/admin/mail/:id/retry': { doel: 'mail', zin: () => 'Mislukte mail opnieuw verstuurd' },
};

/** Every kind with a sentence, e.g. for the Logboek's kind filter. */
export const AUDIT_KINDS: readonly string[] = Object.keys(KINDS);

/** Whether `soort` is one of the recorded kinds (a kind filter then matches it exactly). */
export const isAuditKind = (soort: string): boolean => Object.hasOwn(KINDS, soort);

/** What the `doel` of an event of this kind points at, or null when it names nothing the admin area shows. */
export function auditTargetKind(soort: string): AuditTargetKind | null {
  return Object.hasOwn(KINDS, soort) ? (KINDS[soort]?.doel ?? null) : null;
}

/**
 * Control characters, terminal escapes and invisible format characters removed, whitespace runs made one space: a
 * name or detail someone typed can never move a cursor, colour a terminal or hide text on screen.
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing terminal escapes is the point.
  const withoutEscapes = text.replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '');
  return withoutEscapes
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An admin write of a kind this module does not know yet: said plainly, never as a raw route. */
function unknownWrite(soort: string): string {
  const [method] = soort.split(' ');
  const wat = { POST: 'aangemaakt', PUT: 'gewijzigd', PATCH: 'gewijzigd', DELETE: 'verwijderd' }[
    method ?? ''
  ];
  return wat ? `Gegevens ${wat} in het beheer` : 'Gebeurtenis vastgelegd';
}

/** The event as one Dutch sentence, names made printable. */
export function auditSentence(soort: string, details: unknown, names: AuditNames): string {
  const kind = Object.hasOwn(KINDS, soort) ? KINDS[soort] : undefined;
  if (!kind) return unknownWrite(soort);
  const safe: AuditNames = {
    doel: names.doel === null ? null : printable(names.doel) || null,
    bij: names.bij === null ? null : printable(names.bij) || null,
  };
  const stored =
    typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Details) : {};
  return printable(kind.zin(safe, stored));
}
