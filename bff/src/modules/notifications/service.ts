import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@camperdeel/rules/notifications';
import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { insertionOrder } from '../../db/dialect.ts';
import { type Page, readPage } from '../../db/page.ts';
import { notificationMatches, searchFilter } from '../../db/search.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { Deps } from '../../http/env.ts';
import { appUrl } from '../../mail/app-url.ts';
import { queueBundledMails } from '../../mail/booking-bundle.ts';
import { sendMail } from '../../mail/mailer.ts';
import { notificationMail } from '../../mail/notification-mail.ts';

/** What notifying needs besides the transaction: where mails go and how links are built. */
export type NotifyContext = { config: Config; appOrigin: () => string; now: Date };

/** The context of a request's notifications, taken from the server's dependencies. */
export function notifyContextOf(deps: Pick<Deps, 'config' | 'appOrigin' | 'now'>): NotifyContext {
  return { config: deps.config, appOrigin: deps.appOrigin, now: deps.now() };
}

export type Notification = {
  soort: NotificationKind;
  titel: string;
  tekst: string;
  /** A path of our web app; the mail links to appUrl(link). */
  link: string;
};

export type MeldingJson = {
  id: string;
  soort: string;
  titel: string;
  tekst: string;
  link: string;
  gelezen: boolean;
  created_at: string;
};

/**
 * Booking mails, which a member can cause in a loop: at most one per recipient per 15 minutes, the later changes
 * folded into the next one (mail/booking-bundle.ts). The bell still gets every change.
 */
const COALESCED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'reservering_geboekt',
  'reservering_geannuleerd',
]);

/** Where each user turns mails off (the profile pages of their area). */
function settingsPath(isOwner: boolean): string {
  return isOwner ? '/mijn-camper/profiel' : '/dashboard/profile';
}

/**
 * Stores one notification per recipient and queues its mail unless the recipient turned that kind off, all through
 * `trx` so notifications and mails exist exactly when the caller's change commits.
 */
export async function notifyUsers(
  trx: Db,
  ctx: NotifyContext,
  userIds: readonly string[],
  notification: Notification,
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const recipients = await trx
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .leftJoin('melding_instellingen', (join) =>
      join
        .onRef('melding_instellingen.user_id', '=', 'users.id')
        .on('melding_instellingen.soort', '=', notification.soort),
    )
    .leftJoin('camper_eigenaars', 'camper_eigenaars.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'profiles.naam',
      'melding_instellingen.email as mail',
      'camper_eigenaars.camper_id',
    ])
    .where('users.id', 'in', unique)
    .execute();
  if (recipients.length === 0) return;
  const at = ctx.now.toISOString();
  // One statement for all of them (a booking tells every co-owner): each statement is a round trip on PostgreSQL.
  await trx
    .insertInto('meldingen')
    .values(recipients.map((r) => ({ id: randomUUID(), user_id: r.id, ...notification, created_at: at })))
    .execute();
  const mailed = recipients.filter((r) => r.mail !== 0);
  if (COALESCED_KINDS.has(notification.soort)) {
    const url = appUrl(ctx, notification.link);
    const bundle = mailed.map((r) => ({
      userId: r.id,
      email: r.email,
      naam: r.naam,
      settingsUrl: appUrl(ctx, settingsPath(r.camper_id !== null)),
    }));
    await queueBundledMails(trx, ctx.config, ctx.now, bundle, {
      titel: notification.titel,
      tekst: notification.tekst,
      url,
    });
    return;
  }
  for (const recipient of mailed) {
    const mail = notificationMail({
      to: recipient.email,
      naam: recipient.naam,
      titel: notification.titel,
      tekst: notification.tekst,
      url: appUrl(ctx, notification.link),
      settingsUrl: appUrl(ctx, settingsPath(recipient.camper_id !== null)),
    });
    await sendMail(ctx.config, mail, ctx.now, trx);
  }
}

/** Every admin, for notifications about the platform (a new application). */
export async function adminIds(trx: Db): Promise<string[]> {
  const rows = await trx.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute();
  return rows.map((r) => r.user_id);
}

/** The owners of a camper, optionally without the one who caused the event. */
export async function ownerIds(trx: Db, camperId: string, except?: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('camper_eigenaars')
    .select('user_id')
    .where('camper_id', '=', camperId)
    .execute();
  return rows.map((r) => r.user_id).filter((id) => id !== except);
}

/**
 * One page of the bell, newest first; insertion order breaks ties (several notifications in one transaction share
 * their instant), both in the index of migration 0018. `zoek` finds title and text whatever their case and accents.
 */
export async function listNotifications(db: Db, userId: string, page: PageQuery): Promise<Page<MeldingJson>> {
  const query = db
    .selectFrom('meldingen')
    .select(['id', 'soort', 'titel', 'tekst', 'link', 'gelezen', 'created_at'])
    .where('user_id', '=', userId)
    .where(({ ref }) =>
      searchFilter(page.zoek, (zoek) => [notificationMatches(db, ref('meldingen.id'), zoek, userId)]),
    );
  const sort = {
    keys: [sql<string>`meldingen.created_at`, insertionOrder(db).$castTo<number>()],
    direction: 'desc' as const,
  };
  const result = await readPage(query, sort, page);
  return { ...result, rows: result.rows.map((r) => ({ ...r, gelezen: r.gelezen === 1 })) };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('meldingen')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('gelezen', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Someone else's (or an unknown) notification is 404, like any resource of another user. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<MeldingJson> {
  const result = await db
    .updateTable('meldingen')
    .set({ gelezen: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw apiFailure('not_found');
  const row = await db
    .selectFrom('meldingen')
    .select(['id', 'soort', 'titel', 'tekst', 'link', 'gelezen', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, gelezen: row.gelezen === 1 };
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable('meldingen')
    .set({ gelezen: 1 })
    .where('user_id', '=', userId)
    .where('gelezen', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type MailSettings = Record<NotificationKind, boolean>;

export async function readMailSettings(db: Db, userId: string): Promise<MailSettings> {
  const rows = await db
    .selectFrom('melding_instellingen')
    .select(['soort', 'email'])
    .where('user_id', '=', userId)
    .execute();
  const stored = new Map(rows.map((r) => [r.soort, r.email === 1]));
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, stored.get(k) ?? true])) as MailSettings;
}

/** Changes only the kinds named; the schema has refused unknown kinds already. */
export async function updateMailSettings(
  db: Db,
  userId: string,
  email: Partial<Record<NotificationKind, boolean>>,
): Promise<MailSettings> {
  return immediateTransaction(db, async (trx) => {
    for (const [soort, on] of Object.entries(email)) {
      await trx
        .insertInto('melding_instellingen')
        .values({ user_id: userId, soort, email: on ? 1 : 0 })
        .onConflict((oc) => oc.columns(['user_id', 'soort']).doUpdateSet({ email: on ? 1 : 0 }))
        .execute();
    }
    return readMailSettings(trx, userId);
  });
}
