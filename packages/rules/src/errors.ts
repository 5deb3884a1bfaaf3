/**
 * docs/product/messages.md#error-catalogue-spec-8 as data: every error code the BFF can answer with, its HTTP status and the Dutch title and
 * message the UIs show, plus the success toasts. The BFF answers `{ error: { code, message } }`; the UIs
 * show `title` (or the failed action's title from FAILURE_TITLES) with the server's message.
 */

export type CatalogueEntry = { status: number; title: string; message: string };

export const ERRORS = {
  // Input
  invalid_input: { status: 400, title: 'Ongeldige invoer', message: 'Controleer de ingevulde gegevens.' },
  invalid_json: { status: 400, title: 'Ongeldige invoer', message: 'Het verzoek bevat geen geldige JSON.' },
  invalid_url: { status: 400, title: 'Ongeldige URL', message: 'De link naar dit bestand is ongeldig.' },
  incomplete_document: {
    status: 400,
    title: 'Onvolledige gegevens',
    message: 'Selecteer een camper, geef een naam en kies een bestand',
  },
  incomplete_invoice: {
    status: 400,
    title: 'Onvolledige gegevens',
    message: 'Selecteer een gebruiker, vul factuurnummer, naam en kies een bestand',
  },
  invalid_token: {
    status: 400,
    title: 'Fout',
    message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
  },
  batch_too_large: {
    status: 413,
    title: 'Te veel regels',
    message: 'Stuur maximaal {max} regels per verzoek.',
  },
  duplicate_row: {
    status: 409,
    title: 'Dubbele regel',
    message: 'Deze regel staat al eerder in het bestand (regel {regel}); alleen de eerste telt.',
  },
  invoice_number_conflict: {
    status: 409,
    title: 'Upload mislukt',
    message: 'Factuurnummer {nummer} bestaat al voor een andere gebruiker of met andere gegevens.',
  },
  confirmation_expired: {
    status: 400,
    title: 'Link verlopen',
    message: 'Deze bevestigingslink is verlopen. Vraag een nieuwe bevestigingslink aan.',
  },
  // Auth and permissions
  not_authenticated: { status: 401, title: 'Niet ingelogd', message: 'Log in om verder te gaan.' },
  invalid_credentials: { status: 401, title: 'Inloggen mislukt', message: 'Controleer je inloggegevens.' },
  not_admin: { status: 403, title: 'Toegang geweigerd', message: 'Je hebt geen admin rechten.' },
  token_not_allowed: {
    status: 403,
    title: 'Toegang geweigerd',
    message: 'Een API-token mag dit niet; log in met je wachtwoord.',
  },
  token_expired: {
    status: 401,
    title: 'Niet ingelogd',
    message: 'Dit API-token is verlopen. Log opnieuw in om een nieuw token te krijgen.',
  },
  forbidden: { status: 403, title: 'Toegang geweigerd', message: 'Je hebt geen toegang tot deze gegevens.' },
  csrf_rejected: {
    status: 403,
    title: 'Toegang geweigerd',
    message: 'Dit verzoek kwam niet van Camperdeel en is geweigerd.',
  },
  link_expired: { status: 403, title: 'Download mislukt', message: 'Deze downloadlink is verlopen.' },
  wrong_password: {
    status: 403,
    title: 'Wachtwoord onjuist',
    message: 'Je huidige wachtwoord klopt niet.',
  },
  // Not found
  not_found: { status: 404, title: 'Niet gevonden', message: 'Dit bestaat niet (meer).' },
  document_not_found: {
    status: 404,
    title: 'Document niet gevonden',
    message: 'Dit document bestaat niet (meer).',
  },
  invoice_not_found: {
    status: 404,
    title: 'Factuur niet gevonden',
    message: 'Deze factuur bestaat niet (meer).',
  },
  camper_not_found: {
    status: 404,
    title: 'Fout bij laden van camper',
    message: 'Deze camper bestaat niet (meer).',
  },
  user_not_found: {
    status: 404,
    title: 'Gebruiker niet gevonden',
    message: 'Deze gebruiker bestaat niet (meer).',
  },
  reservation_not_found: {
    status: 404,
    title: 'Fout bij verwijderen',
    message: 'Deze reservering bestaat niet (meer).',
  },
  block_not_found: {
    status: 404,
    title: 'Fout bij verwijderen',
    message: 'Deze blokkade bestaat niet (meer).',
  },
  handover_not_found: {
    status: 404,
    title: 'Niet gevonden',
    message: 'Deze overdracht bestaat niet (meer).',
  },
  round_not_found: { status: 404, title: 'Niet gevonden', message: 'Deze wensronde bestaat niet (meer).' },
  round_exists: {
    status: 409,
    title: 'Wensronde bestaat al',
    message: 'Voor deze camper is er al een wensronde voor dit jaar.',
  },
  round_open: {
    status: 409,
    title: 'Wensronde loopt',
    message:
      'Het hoogseizoen van {jaar} wordt verdeeld via de wensronde. Geef je wensen op; boeken kan weer na de toewijzing.',
  },
  round_closed: {
    status: 409,
    title: 'Wensronde gesloten',
    message: 'Deze wensronde is gesloten; wensen kunnen niet meer worden aangepast.',
  },
  service_in_future: {
    status: 422,
    title: 'Onderhoud in de toekomst',
    message: 'Een uitgevoerde onderhoudsbeurt kan niet in de toekomst liggen.',
  },
  offer_not_found: { status: 404, title: 'Niet gevonden', message: 'Dit ruilaanbod bestaat niet (meer).' },
  offer_closed: {
    status: 409,
    title: 'Aanbod gesloten',
    message: 'Dit ruilaanbod is niet meer open: het is ingetrokken, al aangenomen of de reis is begonnen.',
  },
  watch_not_found: {
    status: 404,
    title: 'Niet gevonden',
    message: 'Deze wachtlijstperiode bestaat niet (meer).',
  },
  watch_period_free: {
    status: 422,
    title: 'Periode is vrij',
    message: 'Geen enkele dag van deze periode is bezet. Je kunt hem gewoon reserveren.',
  },
  too_many_wishes: { status: 422, title: 'Te veel wensen', message: 'Geef maximaal 5 wensen op.' },
  not_high_season: {
    status: 422,
    title: 'Geen hoogseizoen',
    message: 'Elke wens moet een aaneengesloten periode in het hoogseizoen van {jaar} zijn.',
  },
  max_consecutive: {
    status: 422,
    title: 'Te lang achter elkaar',
    message: 'Je kunt maximaal {max} hoogseizoendagen achter elkaar reserveren.',
  },
  invalid_amount: {
    status: 422,
    title: 'Ongeldig bedrag',
    message: 'Geef het bedrag in hele eurocenten: een geheel getal van 1 tot 100000000 (€ 1.000.000,00).',
  },
  invalid_split: {
    status: 422,
    title: 'Ongeldige verdeling',
    message:
      'Verdeel de kosten gelijk, alleen voor jezelf of in hele aandelen van 0 tot 1000 per mede-eigenaar, minstens één groter dan 0.',
  },
  not_coowner: {
    status: 422,
    title: 'Geen mede-eigenaar',
    message: 'Je kunt alleen delen of verrekenen met de huidige mede-eigenaren van je camper.',
  },
  cost_not_found: { status: 404, title: 'Niet gevonden', message: 'Deze kosten bestaan niet (meer).' },
  cost_not_payer: {
    status: 403,
    title: 'Geen toegang',
    message: 'Alleen wie de kosten betaald heeft of een beheerder kan ze verwijderen.',
  },
  invalid_phone: {
    status: 422,
    title: 'Ongeldig telefoonnummer',
    message: 'Vul een geldig telefoonnummer in (alleen cijfers, spaties, +, -, haakjes; 6 tot 15 cijfers).',
  },
  invalid_email: { status: 422, title: 'Ongeldig e-mailadres', message: 'Vul een geldig e-mailadres in.' },
  feed_not_found: { status: 404, title: 'Niet gevonden', message: 'Deze agenda-link bestaat niet (meer).' },
  export_format_invalid: {
    status: 422,
    title: 'Onbekend formaat',
    message: "Kies als formaat 'csv' of 'xlsx'.",
  },
  no_camper_assigned: {
    status: 403,
    title: 'Geen camper toegewezen',
    message: 'Je hebt nog geen camper toegewezen gekregen.',
  },
  // Conflicts
  already_applied: {
    status: 409,
    title: 'Al aangemeld',
    message: 'Je hebt je al aangemeld voor deze camper.',
  },
  email_taken: { status: 409, title: 'Registratie mislukt', message: 'Dit e-mailadres is al in gebruik.' },
  already_has_password: {
    status: 409,
    title: 'Fout',
    message: 'Deze gebruiker heeft al een wachtwoord gekozen; een uitnodiging zou dat wachtwoord vervangen.',
  },
  day_unavailable: {
    status: 409,
    title: 'Fout bij reserveren',
    message: 'Een of meer gekozen dagen zijn niet meer beschikbaar.',
  },
  camper_in_use: {
    status: 409,
    title: 'Fout bij verwijderen',
    message: 'Deze camper heeft nog eigenaars of reserveringen en kan niet verwijderd worden.',
  },
  camper_full: {
    status: 409,
    title: 'Geen plaats meer',
    message: 'Alle eigenaarsplaatsen van deze camper zijn al ingevuld.',
  },
  already_owner: {
    status: 409,
    title: 'Fout bij toewijzen',
    message: 'Deze gebruiker is al eigenaar van deze camper.',
  },
  block_exists: {
    status: 409,
    title: 'Fout bij opslaan',
    message: 'Er bestaat al een blokkade met precies deze data.',
  },
  handover_exists: {
    status: 409,
    title: 'Fout bij registreren',
    message: 'Deze overdracht is voor deze reservering al geregistreerd.',
  },
  is_owner: {
    status: 409,
    title: 'Account niet verwijderd',
    message:
      'Je bent nog eigenaar van een camper. Neem contact op met de beheerder om je eigenaarschap eerst te beëindigen.',
  },
  application_not_open: {
    status: 409,
    title: 'Intrekken mislukt',
    message: 'Alleen een aanmelding die nog in afwachting is kun je intrekken.',
  },
  invoice_number_taken: { status: 409, title: 'Upload mislukt', message: 'Dit factuurnummer bestaat al.' },
  last_admin: {
    status: 409,
    title: 'Account niet verwijderd',
    message:
      'Je bent de laatste beheerder van Camperdeel. Maak eerst iemand anders beheerder; daarna kun je je account verwijderen.',
  },
  cannot_delete_self: {
    status: 409,
    title: 'Fout bij verwijderen',
    message: 'Je kunt je eigen account niet verwijderen.',
  },
  // Broken rules
  invalid_selection: { status: 400, title: 'Fout bij reserveren', message: 'Selecteer minstens één dag.' },
  no_credits: { status: 422, title: 'Geen credits', message: 'Geen credits toegewezen voor {year}' },
  insufficient_credits: {
    status: 422,
    title: 'Niet genoeg credits',
    message:
      'Niet genoeg credits voor {year}. Je hebt {n} hoogseizoen en {m} laagseizoen dagen geselecteerd.',
  },
  refund_impossible: { status: 422, title: 'Fout', message: 'Kan credits niet terugboeken' },
  outside_horizon: {
    status: 422,
    title: 'Fout bij reserveren',
    message: 'Je kunt alleen dagen in dit en volgend kalenderjaar kiezen.',
  },
  credits_below_used: {
    status: 422,
    title: 'Fout bij opslaan credits',
    message:
      'Voor {year} zijn al {hoog} hoogseizoen- en {laag} laagseizoencredits gebruikt; er kunnen niet minder credits worden toegekend dan er gebruikt zijn.',
  },
  km_decreasing: {
    status: 422,
    title: 'Fout bij registreren',
    message: 'De kilometerstand is lager dan de laatst geregistreerde stand.',
  },
  handover_too_early: {
    status: 422,
    title: 'Fout bij registreren',
    message: 'Een overdracht kan pas geregistreerd worden vanaf de eerste dag van de reservering.',
  },
  handover_too_late: {
    status: 422,
    title: 'Fout bij registreren',
    message: 'Deze reservering is te lang geleden geëindigd om nog een overdracht te registreren.',
  },
  pickup_missing: {
    status: 422,
    title: 'Fout bij registreren',
    message: 'Registreer eerst het ophalen van deze reservering.',
  },
  km_jump: {
    status: 422,
    title: 'Fout bij registreren',
    message: 'De kilometerstand ligt onwaarschijnlijk ver boven de laatst geregistreerde stand.',
  },
  km_above_next: {
    status: 422,
    title: 'Fout bij corrigeren',
    message: 'De kilometerstand is hoger dan de volgende geregistreerde stand.',
  },
  no_damage: {
    status: 422,
    title: 'Fout bij opslaan',
    message: 'Bij deze overdracht is geen schade gemeld.',
  },
  not_camper_owner: {
    status: 422,
    title: 'Fout bij reserveren',
    message: 'Deze gebruiker is geen eigenaar van deze camper.',
  },
  too_many_handover_photos: {
    status: 422,
    title: 'Upload mislukt',
    message: "Je kunt maximaal {max} foto's per overdracht toevoegen.",
  },
  slots_below_owners: {
    status: 422,
    title: 'Fout bij opslaan',
    message: 'Deze camper heeft al {n} eigenaars; het aantal eigenaarsplaatsen kan niet lager worden.',
  },
  email_already_confirmed: {
    status: 409,
    title: 'Al bevestigd',
    message: 'Je e-mailadres is al bevestigd.',
  },
  admin_not_owner: {
    status: 422,
    title: 'Fout bij toewijzen',
    message: 'Een beheerdersaccount kan geen eigenaar van een camper worden.',
  },
  invalid_period: {
    status: 422,
    title: 'Ongeldige periode',
    message: 'De datum bij "van" mag niet na de datum bij "tot" liggen.',
  },
  // Files
  file_too_large: { status: 413, title: 'Upload mislukt', message: 'Het bestand is te groot.' },
  payload_too_large: { status: 413, title: 'Fout', message: 'Het verzoek is te groot.' },
  too_many_photos: {
    status: 422,
    title: 'Upload mislukt',
    message: "Een camper heeft maximaal {max} detailfoto's.",
  },
  unsupported_file_type: {
    status: 415,
    title: 'Upload mislukt',
    message: 'Dit bestandstype wordt niet ondersteund.',
  },
  image_too_large: {
    status: 413,
    title: 'Upload mislukt',
    message: 'Deze afbeelding heeft te veel pixels (maximaal {max} megapixel).',
  },
  image_unreadable: {
    status: 415,
    title: 'Upload mislukt',
    message: 'Deze afbeelding kon niet gelezen worden. Kies een andere foto.',
  },
  // Limits and fallback
  throttled: {
    status: 429,
    title: 'Te veel verzoeken',
    message: 'Je hebt te veel verzoeken gedaan. Wacht even en probeer het opnieuw.',
  },
  mail_budget_exceeded: {
    status: 429,
    title: 'Te veel e-mails',
    message:
      'Er zijn het afgelopen uur al te veel e-mails naar dit adres gestuurd. Probeer het over een uur opnieuw.',
  },
  photo_budget_exceeded: {
    status: 429,
    title: "Te veel foto's",
    message: "Je hebt het afgelopen uur al {max} foto's geüpload. Probeer het later opnieuw.",
  },
  server_starting: {
    status: 503,
    title: 'Even geduld',
    message: 'Camperdeel start op. Probeer het over een paar seconden opnieuw.',
  },
  not_ready: {
    status: 503,
    title: 'Niet beschikbaar',
    message: 'Camperdeel is nog niet klaar: de database is niet bereikbaar of niet bijgewerkt.',
  },
  internal_error: { status: 500, title: 'Er ging iets mis', message: 'Probeer het later opnieuw.' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/** The catalogue entry for a code; an unknown code gets the generic 'Er ging iets mis' fallback. */
export function catalogueEntry(code: string): CatalogueEntry {
  return isErrorCode(code) ? ERRORS[code] : ERRORS.internal_error;
}

export type PlaceholderValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** The JSON error body the BFF answers with. */
export type ApiErrorBody = { error: { code: ErrorCode; message: string } };

/** Builds the body for a code; `message` overrides the catalogue text (e.g. a validation message). */
export function apiError(
  code: ErrorCode,
  options: { message?: string; values?: PlaceholderValues } = {},
): ApiErrorBody {
  const text = options.message ?? ERRORS[code].message;
  return { error: { code, message: fillPlaceholders(text, options.values ?? {}) } };
}

/** What a UI shows for a failed request: the action's title when known, else the code's, and the message. */
export function errorToast(body: unknown, actionTitle?: string): { title: string; message: string } {
  const error =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error
      ? (body.error as { code?: unknown; message?: unknown })
      : {};
  const entry = catalogueEntry(typeof error.code === 'string' ? error.code : '');
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : entry.message;
  return { title: actionTitle ?? entry.title, message };
}

/** docs/product/messages.md#error-catalogue-spec-8 failure-toast titles, by the action that failed. */
export const FAILURE_TITLES = {
  login: 'Login mislukt',
  register: 'Registratie mislukt',
  saveProfile: 'Fout bij opslaan profiel',
  signIn: 'Inloggen mislukt',
  loadUsers: 'Fout bij laden gebruikers',
  passwordReset: 'Fout',
  confirmEmail: 'Bevestigen mislukt',
  createUser: 'Fout bij aanmaken gebruiker',
  deleteUser: 'Fout bij verwijderen',
  updateUser: 'Fout bij bijwerken gebruiker',
  saveCredits: 'Fout bij opslaan credits',
  accessDenied: 'Toegang geweigerd',
  loadCamper: 'Fout bij laden van camper',
  loadCampers: 'Fout bij laden van campers',
  saveCamper: 'Fout bij opslaan',
  loadCamperUsers: 'Fout bij laden van gebruikers',
  assignOwner: 'Fout bij toewijzen',
  toggleVisibility: 'Fout bij aanpassen zichtbaarheid',
  changeStatus: 'Fout bij aanpassen status',
  loadApplications: 'Fout bij laden van aanmeldingen',
  load: 'Fout bij laden',
  upload: 'Upload mislukt',
  download: 'Download mislukt',
  delete: 'Verwijderen mislukt',
  replace: 'Vervangen mislukt',
  update: 'Update mislukt',
  loadProfile: 'Fout bij laden profiel',
  save: 'Opslaan mislukt',
  logout: 'Uitloggen mislukt',
  ownerLoadCamper: 'Fout bij laden camper',
  noCamperAssigned: 'Geen camper toegewezen',
  loadCredits: 'Fout bij laden credits',
  loadReservations: 'Fout bij laden reserveringen',
  noCredits: 'Geen credits',
  insufficientCredits: 'Niet genoeg credits',
  reserve: 'Fout bij reserveren',
  refund: 'Fout',
  deleteReservation: 'Fout bij verwijderen',
  loadDocuments: 'Fout bij laden documenten',
  loadInvoices: 'Fout bij laden facturen',
  loadCamperInfo: 'Fout bij laden camper info',
  notAuthenticated: 'Niet ingelogd',
  documentNotFound: 'Document niet gevonden',
  invalidUrl: 'Ongeldige URL',
  alreadyApplied: 'Al aangemeld',
  generic: 'Er ging iets mis',
} as const;

/** The message under the generic application failure title (docs/product/messages.md#error-catalogue-spec-8). */
export const GENERIC_FAILURE_MESSAGE = 'Probeer het later opnieuw.';

/**
 * A change or read that got no answer at all (docs/product/on-the-road.md): said plainly, and nothing is sent later.
 * Carried on the client's no-answer failure under the code NO_CONNECTION_CODE (never sent by the server).
 */
export const NO_CONNECTION_MESSAGE = 'Geen verbinding — probeer het opnieuw zodra je online bent';
export const NO_CONNECTION_CODE = 'geen_verbinding';

export type Toast = { title: string; message?: string };

/** docs/product/messages.md#error-catalogue-spec-8 success toasts. */
export const toasts = {
  welcomeBack: { title: 'Welkom terug!' },
  accountCreated: { title: 'Account aangemaakt!' },
  loggedIn: { title: 'Succesvol ingelogd' },
  passwordResetSent: { title: 'Wachtwoord reset verstuurd' },
  userCreated: { title: 'Gebruiker aangemaakt' },
  userDeleted: { title: 'Gebruiker verwijderd' },
  userUpdated: { title: 'Gebruiker bijgewerkt' },
  creditsUpdated: { title: 'Credits bijgewerkt' },
  photoUploaded: { title: 'Foto geüpload', message: 'Je profielfoto is succesvol bijgewerkt.' },
  fileUploaded: { title: 'Bestand geüpload' },
  camperUpdated: { title: 'Camper bijgewerkt' },
  camperAdded: { title: 'Camper toegevoegd' },
  ownerAssigned: { title: 'Eigenaar toegewezen' },
  visibilityChanged: { title: 'Zichtbaarheid aangepast' },
  statusChanged: { title: 'Status aangepast' },
  applicationDeleted: { title: 'Aanmelding verwijderd' },
  documentUploaded: { title: 'Document geüpload' },
  documentDeleted: { title: 'Document verwijderd' },
  documentReplaced: { title: 'Document vervangen' },
  invoiceUploaded: { title: 'Factuur geüpload' },
  invoiceDeleted: { title: 'Factuur verwijderd' },
  invoicePaidStatusUpdated: { title: 'Status bijgewerkt' },
  profileSaved: { title: 'Profiel opgeslagen', message: 'Je gegevens zijn succesvol bijgewerkt.' },
  loggedOut: { title: 'Uitgelogd', message: 'Je bent succesvol uitgelogd.' },
  sessionExpired: { title: 'Sessie verlopen', message: 'Log opnieuw in; daarna ga je verder waar je was.' },
  reservationCreated: (n: number): Toast => ({
    title: 'Reservering gemaakt',
    message: `Je hebt ${n} dag(en) gereserveerd.`,
  }),
  reservationDeleted: (n: number, h: number, l: number): Toast => ({
    title: 'Reservering verwijderd',
    message: `${n} dagen inclusief bufferdagen verwijderd. Credits teruggestort: ${h} hoogseizoen, ${l} laagseizoen.`,
  }),
} as const satisfies Record<string, Toast | ((...args: never[]) => Toast)>;

/** Other fixed texts of docs/product/public.md#screens-spec-2, docs/product/messages.md#error-catalogue-spec-8 that both server-side checks and screens repeat. */
export const MESSAGES = {
  accessDeniedRedirect: 'Toegang geweigerd - Je hebt geen admin rechten.',
  confirmUserDelete:
    'Weet je zeker dat je deze gebruiker wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
  confirmReservationDeleteTitle: 'Weet je het zeker?',
  confirmReservationDelete:
    'Deze actie kan niet ongedaan worden gemaakt. De reservering wordt verwijderd en je credits worden teruggestort.',
  noCreditsForYear: 'Geen credits toegewezen voor {year}',
} as const;
