import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely view of the SQLite schema (see migrations/). Booleans are stored as 0/1, money as integer cents, dates as
 * `yyyy-MM-dd` text and instants as ISO-8601 UTC text. Ids are random UUIDs so they reveal nothing.
 */
export type Database = {
  users: UsersTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  user_invitations: UserInvitationsTable;
  email_confirmation_tokens: EmailConfirmationTokensTable;
  oauth_accounts: OauthAccountsTable;
  api_tokens: ApiTokensTable;
  user_credits: UserCreditsTable;
  credit_standards: CreditStandardsTable;
  credit_ledger: CreditLedgerTable;
  campers: CampersTable;
  camper_eigenaars: CamperEigenaarsTable;
  aanmeldingen: AanmeldingenTable;
  reserveringen: ReserveringenTable;
  reservering_dagen: ReserveringDagenTable;
  reservering_overzicht: ReserveringOverzichtTable;
  camper_documenten: CamperDocumentenTable;
  facturen: FacturenTable;
  camper_blokkades: CamperBlokkadesTable;
  camper_regels: CamperRegelsTable;
  wensrondes: WensrondesTable;
  onderhoudsplannen: OnderhoudsplannenTable;
  onderhoudsbeurten: OnderhoudsbeurtenTable;
  onderhoud_meldingen: OnderhoudMeldingenTable;
  wensen: WensenTable;
  ronde_toewijzingen: RondeToewijzingenTable;
  ronde_loting: RondeLotingTable;
  kosten: KostenTable;
  kosten_aandelen: KostenAandelenTable;
  verrekeningen: VerrekeningenTable;
  ruil_aanbiedingen: RuilAanbiedingenTable;
  wachtlijst: WachtlijstTable;
  overdrachten: OverdrachtenTable;
  overdracht_fotos: OverdrachtFotosTable;
  kalender_feeds: KalenderFeedsTable;
  meldingen: MeldingenTable;
  melding_instellingen: MeldingInstellingenTable;
  mail_queue: MailQueueTable;
  audit_log: AuditLogTable;
  throttle_counters: ThrottleCountersTable;
  server_secrets: ServerSecretsTable;
  club_instellingen: ClubInstellingenTable;
  factuur_tellers: FactuurTellersTable;
};

/** The club's contact details for the help page: one row (id 1), absent until an admin saves them. */
export type ClubInstellingenTable = {
  id: number;
  pechbijstand_telefoon: string | null;
  verzekering_telefoon: string | null;
  onderhoud_telefoon: string | null;
  klantenservice_email: string | null;
  openingstijden: string | null;
  updated_at: string;
};

/** The last service-fee invoice number given out per year of the invoice date. */
export type FactuurTellersTable = { jaar: number; laatste: number };

type CreatedAt = ColumnType<string, string | undefined, never>;

export type UsersTable = {
  id: string;
  /** Lower-cased; the login identity. */
  email: string;
  /** Null for accounts that only sign in through OIDC. */
  password_hash: string | null;
  created_at: CreatedAt;
  /** When the mailbox was proven (confirmation link, completed reset, provider-verified SSO); null: never. */
  email_confirmed_at: string | null;
};

export type UserStatus = 'prospect' | 'eigenaar';

export type ProfilesTable = {
  /** Equals users.id. */
  id: string;
  naam: string;
  /** Copied at creation and never edited (spec: read-only after creation). */
  email: string;
  telefoonnummer: string | null;
  beschrijving: string | null;
  huisdieren: string | null;
  allergieen_intolleranties: string | null;
  aantal_familieleden: number | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  profielfoto_url: string | null;
  created_at: CreatedAt;
  updated_at: string;
};

export type UserRolesTable = { user_id: string; role: 'admin' };

export type SessionsTable = {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: CreatedAt;
  /** Epoch milliseconds; renewed while the session is used (sliding expiry). */
  expires_at: number;
  /** Names the session in the member's session list (never the token or its hash). */
  public_id: string | null;
  user_agent: string | null;
  /** Epoch milliseconds of the last request, recorded at most once a minute. */
  last_used_at: number | null;
};

export type PasswordResetTokensTable = {
  /** SHA-256 (hex) of the token sent by mail. */
  id: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: CreatedAt;
};

/** Invitation to set the first password (migration 0005): SHA-256 of the mailed token, 7 days, single use. */
export type UserInvitationsTable = {
  /** SHA-256 (hex) of the token sent by mail. */
  id: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: CreatedAt;
};

/** E-mail confirmation after registration (migration 0003): SHA-256 of the mailed token, 24 hours, single use. */
export type EmailConfirmationTokensTable = {
  /** SHA-256 (hex) of the token sent by mail. */
  id: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: CreatedAt;
};

export type OauthAccountsTable = {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: CreatedAt;
};

export type ApiTokensTable = {
  id: string;
  user_id: string;
  naam: string;
  /** SHA-256 (hex) of the bearer token, shown to the admin once. */
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: string | null;
  revoked_at: string | null;
  /** ISO instant after which the token is refused (migration 0010); '' for none known, which counts as expired. */
  expires_at: string;
};

/**
 * Credits per user and year as an allotment (migration 0002): `toegekend_*` is what was granted, `credits_*` the
 * balance left of it (granted − used by reservations); the table's CHECKs keep 0 ≤ balance ≤ grant.
 */
export type UserCreditsTable = {
  user_id: string;
  jaar: number;
  credits_hoogseizoen: number;
  credits_laagseizoen: number;
  toegekend_hoogseizoen: number;
  toegekend_laagseizoen: number;
};

/** The admin's yearly standard: start_jaar gets its own credits, every later year gets these. */
export type CreditStandardsTable = {
  user_id: string;
  start_jaar: number;
  credits_hoogseizoen: number;
  credits_laagseizoen: number;
  updated_at: string;
};

export type CreditLedgerReason =
  | 'admin_set'
  | 'standaard'
  | 'reservering'
  | 'annulering'
  | 'import'
  | 'ronde'
  | 'ruil';

/** Append-only: every balance change, so any balance can be explained (sum of deltas = balance). */
export type CreditLedgerTable = {
  id: Generated<number>;
  user_id: string;
  jaar: number;
  seizoen: 'hoogseizoen' | 'laagseizoen';
  delta: number;
  reden: CreditLedgerReason;
  reservering_id: string | null;
  actor_id: string | null;
  created_at: CreatedAt;
};

export type CamperStatus = 'in_verkoop' | 'volzet' | 'iedereen_getekend' | 'on_the_road';

export type CampersTable = {
  id: string;
  naam: string;
  merk: string;
  model: string;
  categorie: 'integraal' | 'semi-integraal' | 'alkoof' | 'campervan';
  rijbewijs: 'B' | 'C';
  conditie: 'nieuw' | 'gebruikt';
  prijs_cent: number;
  aantal_zitplaatsen: number;
  aantal_bedden: number;
  lengte_cm: number;
  breedte_cm: number;
  max_kg: number;
  aantal_km: number | null;
  motor_pk: number;
  motor_kw: number;
  aantal_sloten_eigenaars: number;
  toont_in_camper_vinden: number;
  status: CamperStatus;
  hoofdfoto_url: string | null;
  /** JSON array of up to 8 URLs. */
  detailfoto_urls: ColumnType<string, string | undefined, string>;
  pdf_url: string | null;
  vloerplan_url: string | null;
  nummerplaat: string | null;
  polisnummer: string | null;
  created_at: CreatedAt;
};

export type CamperEigenaarsTable = {
  id: string;
  camper_id: string;
  /** Unique: one camper per user (the owner area and the credits assume it). */
  user_id: string;
  created_at: CreatedAt;
};

export type AanmeldingStatus = 'in_afwachting' | 'toegewezen' | 'afgewezen';

export type AanmeldingenTable = {
  id: string;
  user_id: string;
  camper_id: string;
  status: ColumnType<AanmeldingStatus, AanmeldingStatus | undefined, AanmeldingStatus>;
  created_at: CreatedAt;
};

export type ReserveringenTable = {
  id: string;
  user_id: string;
  camper_id: string;
  start_datum: string;
  eind_datum: string;
  seizoen_type: 'hoogseizoen' | 'laagseizoen';
  credits_gebruikt: number;
  status: ColumnType<'goedgekeurd', 'goedgekeurd' | undefined, 'goedgekeurd'>;
  created_at: CreatedAt;
};

/**
 * The admin overview's line per camper, user and start year, kept by triggers on reserveringen, campers and profiles
 * (docs/decisions/0074-reservation-overview-summary.md); the names are copies to sort by.
 */
export type ReserveringOverzichtTable = {
  camper_id: string;
  user_id: string;
  jaar: number;
  aantal_reserveringen: number;
  dagen: number;
  camper_naam: string;
  naam: string;
  /** 1 when every owner slot of the camper is filled: the overview lists only those lines. */
  vol: number;
};

/** One row per reserved day; its primary key (camper_id, dag) makes a double booking impossible. */
export type ReserveringDagenTable = {
  camper_id: string;
  dag: string;
  reservering_id: string;
};

export type CamperDocumentenTable = {
  id: string;
  camper_id: string;
  document_naam: string;
  /** Server-generated key inside the private camper-documents bucket. */
  storage_key: string;
  bestandsgrootte: number;
  bestandstype: string;
  uploaded_by: string | null;
  uploaded_at: string;
};

export type FacturenTable = {
  id: string;
  user_id: string;
  factuur_nummer: string;
  factuur_naam: string;
  /** Server-generated key inside the private facturen bucket. */
  storage_key: string;
  bedrag_cent: number | null;
  factuurdatum: string | null;
  vervaldatum: string | null;
  betaald: number;
  bestandsgrootte: number;
  bestandstype: string;
  uploaded_by: string | null;
  uploaded_at: string;
  /** `yyyy-MM` of a generated service-fee invoice; null for an uploaded one. */
  servicemaand: ColumnType<string | null, string | null | undefined, string | null>;
  /** The camper a generated invoice charges for. */
  camper_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the owner was told it is past its due date (once). */
  herinnerd_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A maintenance block (APK, onderhoud, schade): nobody can reserve these days. */
export type CamperBlokkadesTable = {
  id: string;
  camper_id: string;
  start_datum: string;
  eind_datum: string;
  reden: string;
  created_by: string | null;
  created_at: string;
};

/** A camper's fair-use rule: at most this many high-season days in one run (null or no row: no limit). */
export type CamperRegelsTable = { camper_id: string; max_aaneengesloten_hoogseizoen: number | null };

/** A wish round: one per camper and year; open until it is allocated. */
export type WensrondesTable = {
  id: string;
  camper_id: string;
  jaar: number;
  status: 'open' | 'toegewezen';
  sluit_op: string;
  loting_seed: string;
  created_at: string;
};

/** One owner's wish in a round, rank 1 first. */
export type WensenTable = {
  ronde_id: string;
  user_id: string;
  rang: number;
  start_datum: string;
  eind_datum: string;
};

/** What became of each wish when the round was allocated. */
export type RondeToewijzingenTable = {
  ronde_id: string;
  user_id: string;
  rang: number;
  start_datum: string;
  eind_datum: string;
  reservering_id: string | null;
  reden: 'toegewezen' | 'bezet' | 'onvoldoende_credits' | 'te_lang';
  volgorde: number | null;
};

/** Each owner's turn in the round's draft and what decided it. */
export type RondeLotingTable = {
  ronde_id: string;
  user_id: string;
  beurt: number;
  hoogseizoen_gebruikt: number;
  lotnummer: number;
};

/** A reservation offered to one co-owner (aan_user_id) or to all (null); the period is kept when the reservation goes. */
export type RuilAanbiedingenTable = {
  id: string;
  reservering_id: string | null;
  camper_id: string;
  van_user_id: string;
  aan_user_id: string | null;
  status: 'open' | 'geaccepteerd' | 'ingetrokken' | 'vervallen';
  start_datum: string;
  eind_datum: string;
  geaccepteerd_door: string | null;
  created_at: string;
};

/** A watched period of a camper; verteld_op is set the one time its watcher is told a day came free. */
export type WachtlijstTable = {
  id: string;
  user_id: string;
  camper_id: string;
  start_datum: string;
  eind_datum: string;
  verteld_op: string | null;
  created_at: string;
};

/** One pick-up or return on a reservation, recorded by its owner. */
export type OverdrachtenTable = {
  id: string;
  camper_id: string;
  reservering_id: string | null;
  user_id: string | null;
  moment: 'ophalen' | 'terugbrengen';
  km_stand: number;
  brandstof_procent: number;
  schoon: number;
  schade: string | null;
  /** Null without damage; see DAMAGE_STATUSES in packages/rules. */
  schade_status: 'open' | 'in_behandeling' | 'opgelost' | null;
  /** The admin's note on the follow-up. */
  notitie: string | null;
  created_at: string;
};

/** A handover photo: a key in the private handover-photos bucket. */
/** A cost a co-owner paid for the camper; `user_id` paid it. */
export type KostenTable = {
  id: string;
  camper_id: string;
  user_id: string;
  omschrijving: string;
  datum: string;
  bedrag_centen: number;
  verdeling: 'gelijk' | 'alleen_ik' | 'aandelen';
  bon_key: string | null;
  created_at: string;
};

/** The part of one cost that one owner bears. */
export type KostenAandelenTable = {
  kosten_id: string;
  user_id: string;
  bedrag_centen: number;
};

/** A payment from `user_id` to `aan_user_id` that settles shared costs. */
export type VerrekeningenTable = {
  id: string;
  camper_id: string;
  user_id: string;
  aan_user_id: string;
  bedrag_centen: number;
  datum: string;
  created_at: string;
};

export type OverdrachtFotosTable = {
  id: string;
  overdracht_id: string;
  storage_key: string;
  volgorde: number;
};

/** An owner's secret iCalendar link: only a hash of the secret is stored. */
export type KalenderFeedsTable = {
  user_id: string;
  camper_id: string;
  nonce: string;
  token_hash: string;
  created_at: string;
};

/** In-app notifications (docs/product/api.md#co-owner-life-and-self-service-architecture-10); `soort` is one of NOTIFICATION_KINDS in packages/rules. */
export type MeldingenTable = {
  id: string;
  user_id: string;
  soort: string;
  titel: string;
  tekst: string;
  /** A path of our own web app, e.g. /mijn-camper/kalender. */
  link: string;
  gelezen: ColumnType<number, number | undefined, number>;
  created_at: string;
};

/** Only choices a user made: a missing row means the kind is mailed. */
export type MeldingInstellingenTable = { user_id: string; soort: string; email: number };

export type MailStatus = 'wachtend' | 'verzonden' | 'mislukt';

export type MailQueueTable = {
  id: string;
  ontvanger: string;
  onderwerp: string;
  /** Text, HTML and link as an admin may see them: a mailed secret is replaced by '[verwijderd]'. */
  tekst: string;
  html: string | null;
  link: string | null;
  /** The mail with its secret, encrypted with the server key (mail/sealed-mail.ts), until it is handed over. */
  versleuteld: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  pogingen: ColumnType<number, number | undefined, number>;
  /** Epoch milliseconds: not before this instant. */
  volgende_poging: number;
  laatste_fout: string | null;
  created_at: string;
  verzonden_at: string | null;
  /** Coalesced booking mails (docs/decisions/0058-mail-coalescing.md): `reserveringen:<user id>`; null for other mails. */
  bundel: ColumnType<string | null, string | null | undefined, string | null>;
  /** Epoch milliseconds: when this bundle mail leaves; the next one of its bundle waits 15 minutes after it. */
  bundel_tot: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON `{ regels: string[], totaal: number }`: the changes the mail lists. */
  bundel_regels: ColumnType<string | null, string | null | undefined, string | null>;
};

/**
 * Append-only: triggers refuse DELETE and every UPDATE except an erasure's pseudonymisation (migration 0013: an actor
 * name becoming `verwijderd-…`, details that carry that pseudonym). `details` is a JSON object without secrets.
 */
export type AuditLogTable = {
  id: Generated<number>;
  actor_id: string | null;
  actor_naam: string | null;
  soort: string;
  doel: string | null;
  details: ColumnType<string, string | undefined, string>;
  created_at: string;
};

/** One fixed throttle window per key (tier:client), shared by every instance (http/rate-limiter.ts). */
export type ThrottleCountersTable = {
  key: string;
  count: number;
  /** Epoch milliseconds: the window ends here. */
  reset_at: number;
};

/** Secrets every instance must agree on (the signing key), base64. */
export type ServerSecretsTable = {
  naam: string;
  waarde: string;
  created_at: CreatedAt;
};

export type User = Selectable<UsersTable>;
export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type Camper = Selectable<CampersTable>;
export type NewCamper = Insertable<CampersTable>;
export type Reservering = Selectable<ReserveringenTable>;
export type CamperDocument = Selectable<CamperDocumentenTable>;
export type Factuur = Selectable<FacturenTable>;

export type OnderhoudsplannenTable = {
  camper_id: string;
  apk_vervaldatum: string | null;
  verzekering_vervaldatum: string | null;
  onderhoud_interval_km: number | null;
  onderhoud_interval_maanden: number | null;
  start_datum: string;
  start_km: number | null;
  updated_at: string;
};

export type OnderhoudsbeurtenTable = {
  id: string;
  camper_id: string;
  datum: string;
  km_stand: number;
  omschrijving: string;
  created_at: string;
};

export type OnderhoudMeldingenTable = {
  camper_id: string;
  onderdeel: string;
  vervalt: string;
  created_at: string;
};
