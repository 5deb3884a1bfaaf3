import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { listOwnApplications } from '../applications/service.ts';
import { parseAuditDetails } from '../audit/record.ts';
import { costsOf } from '../costs/data-export.ts';
import { HANDOVER_RECORD_COLUMNS } from '../handovers/service.ts';
import { readMailSettings } from '../notifications/service.ts';
import { listOwnInvoices } from '../owner-camper/service.ts';
import { getProfile } from '../profile/service.ts';
import { listSessions } from './service.ts';

/**
 * Which section of the export shows each table's rows about the user. Every table that refers to a user is here
 * (a test reads the live schema and checks it), so a new table cannot be forgotten.
 */
export const EXPORT_SECTIONS: Record<string, readonly string[]> = {
  users: ['account'],
  profiles: ['profiel'],
  user_roles: ['account'],
  sessions: ['sessies'],
  password_reset_tokens: ['links'],
  user_invitations: ['links'],
  email_confirmation_tokens: ['links'],
  oauth_accounts: ['sso_koppelingen'],
  api_tokens: ['api_tokens'],
  user_credits: ['credits'],
  credit_standards: ['credits'],
  credit_ledger: ['credits', 'beheer'],
  camper_eigenaars: ['eigenaarschap'],
  aanmeldingen: ['aanmeldingen'],
  reserveringen: ['reserveringen'],
  // The admin overview's totals per camper and year, kept by the database from the member's own reservations.
  reservering_overzicht: ['reserveringen'],
  camper_documenten: ['beheer'],
  facturen: ['facturen', 'beheer'],
  camper_blokkades: ['beheer'],
  wensen: ['wensrondes'],
  kosten: ['kosten'],
  kosten_aandelen: ['kosten'],
  verrekeningen: ['kosten'],
  ronde_toewijzingen: ['wensrondes'],
  ronde_loting: ['wensrondes'],
  ruil_aanbiedingen: ['ruilen'],
  wachtlijst: ['wachtlijst'],
  overdrachten: ['overdrachten'],
  kalender_feeds: ['kalender_feed'],
  meldingen: ['meldingen'],
  melding_instellingen: ['melding_instellingen'],
  mail_queue: ['mails'],
  audit_log: ['audit'],
};

/** Links in a mail are live secrets (reset, invitation, confirmation): the export shows that there was one. */
const LINK = /https?:\/\/\S+/g;

/** The rows that refer to the user besides their own profile: mails to them, events by or about them, links. */
async function traces(db: Db, userId: string, email: string) {
  const [mails, audit, links, feed, documenten, facturen, blokkades, mutaties] = await Promise.all([
    db
      .selectFrom('mail_queue')
      .select(['onderwerp', 'tekst', 'status', 'created_at', 'verzonden_at'])
      .where(sql<SqlBool>`lower(ontvanger) = ${email.toLowerCase()}`)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['id', 'actor_id', 'soort', 'details', 'created_at'])
      .where((eb) => eb.or([eb('actor_id', '=', userId), eb('doel', '=', userId)]))
      .orderBy('id')
      .execute(),
    Promise.all(
      (
        [
          ['password_reset_tokens', 'wachtwoord_reset'],
          ['user_invitations', 'uitnodiging'],
          ['email_confirmation_tokens', 'email_bevestiging'],
        ] as const
      ).map(async ([table, soort]) =>
        (
          await db
            .selectFrom(table)
            .select(['created_at', 'expires_at', 'used_at'])
            .where('user_id', '=', userId)
            .execute()
        ).map((r) => ({
          soort,
          created_at: r.created_at,
          verloopt_at: new Date(r.expires_at).toISOString(),
          gebruikt_at: r.used_at === null ? null : new Date(r.used_at).toISOString(),
        })),
      ),
    ),
    db
      .selectFrom('kalender_feeds')
      .select(['camper_id', 'created_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('camper_documenten')
      .select(['id', 'camper_id', 'document_naam', 'uploaded_at'])
      .where('uploaded_by', '=', userId)
      .execute(),
    db
      .selectFrom('facturen')
      .select(['id', 'factuur_nummer', 'uploaded_at'])
      .where('uploaded_by', '=', userId)
      .execute(),
    db
      .selectFrom('camper_blokkades')
      .select(['id', 'camper_id', 'start_datum', 'eind_datum', 'reden', 'created_at'])
      .where('created_by', '=', userId)
      .execute(),
    db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('actor_id', '=', userId)
      .where('user_id', '!=', userId)
      .executeTakeFirst(),
  ]);
  return {
    kalender_feed: feed ?? null,
    links: links.flat().sort((a, b) => a.created_at.localeCompare(b.created_at)),
    mails: mails.map((m) => ({ ...m, tekst: m.tekst.replace(LINK, '[link]') })),
    audit: audit.map((e) => ({
      id: e.id,
      soort: e.soort,
      door:
        e.actor_id === userId
          ? ('jijzelf' as const)
          : e.actor_id
            ? ('beheerder' as const)
            : ('systeem' as const),
      details: parseAuditDetails(e.details),
      created_at: e.created_at,
    })),
    beheer: { documenten, facturen, blokkades, credit_mutaties: Number(mutaties?.n ?? 0) },
  };
}

/** The user's wishes in wish rounds, what became of them and their place in each draw. */
async function roundsOf(db: Db, userId: string) {
  const [wensen, toewijzingen, loting] = await Promise.all([
    db
      .selectFrom('wensen')
      .select(['ronde_id', 'rang', 'start_datum', 'eind_datum'])
      .where('user_id', '=', userId)
      .orderBy('ronde_id')
      .orderBy('rang')
      .execute(),
    db
      .selectFrom('ronde_toewijzingen')
      .select(['ronde_id', 'rang', 'start_datum', 'eind_datum', 'reservering_id', 'reden'])
      .where('user_id', '=', userId)
      .orderBy('ronde_id')
      .orderBy('rang')
      .execute(),
    db
      .selectFrom('ronde_loting')
      .select(['ronde_id', 'beurt', 'hoogseizoen_gebruikt', 'lotnummer'])
      .where('user_id', '=', userId)
      .orderBy('ronde_id')
      .execute(),
  ]);
  return { wensen, toewijzingen, loting };
}

/** The swap offers the user made, received or took over, and the periods on their watch list. */
async function swapsAndWatchesOf(db: Db, userId: string) {
  const [ruilen, wachtlijst] = await Promise.all([
    db
      .selectFrom('ruil_aanbiedingen')
      .select([
        'id',
        'reservering_id',
        'camper_id',
        'van_user_id',
        'aan_user_id',
        'status',
        'start_datum',
        'eind_datum',
        'geaccepteerd_door',
        'created_at',
      ])
      .where((eb) =>
        eb.or([
          eb('van_user_id', '=', userId),
          eb('aan_user_id', '=', userId),
          eb('geaccepteerd_door', '=', userId),
        ]),
      )
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('wachtlijst')
      .select(['id', 'camper_id', 'start_datum', 'eind_datum', 'verteld_op', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { ruilen, wachtlijst };
}

/**
 * Every stored fact about one user (GDPR art. 15/20) as one JSON object: their own rows, the mails sent to them
 * (without usable links), the audit events by or about them, and what they did as an admin. Secrets never leave: no
 * password hash, no session, token or link hashes, no storage keys.
 */
export async function exportUserData(db: Db, userId: string, currentSession: string | null, now: Date) {
  const account = await db
    .selectFrom('users')
    .select(['id', 'email', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [
    profile,
    roles,
    aanmeldingen,
    eigenaarschap,
    reserveringen,
    credits,
    standaard,
    mutaties,
    facturen,
    meldingen,
    instellingen,
    sessies,
    koppelingen,
    tokens,
    overdrachten,
  ] = await Promise.all([
    getProfile(db, userId),
    db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute(),
    listOwnApplications(db, userId),
    db
      .selectFrom('camper_eigenaars')
      .innerJoin('campers', 'campers.id', 'camper_eigenaars.camper_id')
      .select(['camper_eigenaars.camper_id', 'campers.naam as camper_naam', 'camper_eigenaars.created_at'])
      .where('camper_eigenaars.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('reserveringen')
      .select([
        'id',
        'camper_id',
        'start_datum',
        'eind_datum',
        'seizoen_type',
        'credits_gebruikt',
        'status',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('start_datum')
      .execute(),
    db
      .selectFrom('user_credits')
      .select(['jaar', 'credits_hoogseizoen', 'credits_laagseizoen'])
      .where('user_id', '=', userId)
      .orderBy('jaar')
      .execute(),
    db
      .selectFrom('credit_standards')
      .select(['start_jaar', 'credits_hoogseizoen', 'credits_laagseizoen', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('credit_ledger')
      .select(['jaar', 'seizoen', 'delta', 'reden', 'reservering_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    listOwnInvoices(db, userId),
    db
      .selectFrom('meldingen')
      .select(['id', 'soort', 'titel', 'tekst', 'link', 'gelezen', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    readMailSettings(db, userId),
    listSessions(db, userId, currentSession, now),
    db
      .selectFrom('oauth_accounts')
      .select(['provider', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('api_tokens')
      .select(['id', 'naam', 'created_at', 'last_used_at', 'expires_at as verloopt_op', 'revoked_at'])
      .where('user_id', '=', userId)
      .execute(),
    // The pick-ups and returns this user recorded; their photos are counted, never located (no storage keys).
    db
      .selectFrom('overdrachten')
      .select((eb) => [
        'overdrachten.id',
        'overdrachten.camper_id',
        'overdrachten.reservering_id',
        ...HANDOVER_RECORD_COLUMNS,
        'overdrachten.schade_status',
        'overdrachten.notitie',
        eb
          .selectFrom('overdracht_fotos')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('overdracht_fotos.overdracht_id', '=', 'overdrachten.id')
          .as('fotos'),
      ])
      .where('overdrachten.user_id', '=', userId)
      .orderBy('overdrachten.created_at')
      .execute(),
  ]);
  return {
    geexporteerd_at: now.toISOString(),
    wensrondes: await roundsOf(db, userId),
    kosten: await costsOf(db, userId),
    ...(await swapsAndWatchesOf(db, userId)),
    account: { ...account, rollen: roles.map((r) => r.role) },
    profiel: profile,
    aanmeldingen,
    eigenaarschap,
    reserveringen,
    credits: { per_jaar: credits, standaard: standaard ?? null, mutaties },
    facturen: facturen.map(({ factuur_url: _url, ...f }) => f),
    meldingen: meldingen.map((m) => ({ ...m, gelezen: m.gelezen === 1 })),
    melding_instellingen: { email: instellingen },
    sessies,
    sso_koppelingen: koppelingen,
    api_tokens: tokens,
    overdrachten: overdrachten.map((o) => ({ ...o, schoon: o.schoon === 1, fotos: Number(o.fotos ?? 0) })),
    ...(await traces(db, userId, account.email)),
  };
}
