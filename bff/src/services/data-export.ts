import type { Db } from '../db/connection.ts';
import { listOwnApplications } from './applications.ts';
import { HANDOVER_RECORD_COLUMNS } from './coowner/handovers.ts';
import { readMailSettings } from './notifications.ts';
import { listOwnInvoices } from './owner-area.ts';
import { getProfile } from './profiles.ts';
import { listSessions } from './self-service.ts';

/**
 * Every stored fact about one user (GDPR art. 15/20) as one JSON object. Secrets never leave: no password hash, no
 * session or token hashes, no storage keys. Audit entries are the platform's record, not the member's data.
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
  };
}
