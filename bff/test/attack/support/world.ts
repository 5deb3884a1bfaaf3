import { randomUUID } from 'node:crypto';
import { createApiToken } from '../../../src/auth/api-tokens.ts';
import { createSession } from '../../../src/auth/sessions.ts';
import { mailQueueOf } from '../../../src/mail/mailer.ts';
import { createBlock } from '../../../src/modules/blocks/service.ts';
import { notifyContextOf, notifyUsers } from '../../../src/modules/notifications/service.ts';
import { cancelReservation, createReservations } from '../../../src/modules/reservations/service.ts';
import { grantCredits } from '../../support/credits.ts';
import { insertDocument, insertInvoice } from '../../support/file-rows.ts';
import { insertHandover } from '../../support/handover-row.ts';
import { insertFailedMail } from '../../support/mail-row.ts';
import type { TestServer, TestUser } from '../../support/server.ts';

/** Who sends an attack. Sessions are inserted directly (like support/server.ts), fresh for every request. */
export const ACTORS = ['anoniem', 'prospect', 'eigenaar', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** `x-toegang` of the OpenAPI document → the actors whose requests reach the route's handler. */
export function reachingActors(access: string): readonly Actor[] {
  switch (access) {
    case 'public':
      return ACTORS;
    case 'user':
      return ['prospect', 'eigenaar', 'admin'];
    case 'owner':
      return ['eigenaar'];
    case 'admin':
      return ['admin'];
    default:
      throw new Error(`unknown x-toegang ${access}: teach reachingActors about it`);
  }
}

/** What a `{param}` in a path names, read from the path segment before it. */
export type TargetKind =
  | 'reservation'
  | 'user'
  | 'camper'
  | 'application'
  | 'document'
  | 'invoice'
  | 'token'
  | 'owner'
  | 'notification'
  | 'session'
  | 'mail'
  | 'block'
  | 'handover'
  | 'round'
  | 'cost'
  | 'offer'
  | 'watch'
  /** A segment this file cannot make targets for yet: attacked with ids that exist nowhere (see the test). */
  | 'unknown';

const KIND_BY_SEGMENT: Record<string, TargetKind> = {
  reservations: 'reservation',
  users: 'user',
  campers: 'camper',
  applications: 'application',
  documents: 'document',
  invoices: 'invoice',
  tokens: 'token',
  owners: 'owner',
  notifications: 'notification',
  sessions: 'session',
  mail: 'mail',
  blocks: 'block',
  handovers: 'handover',
  rounds: 'round',
  costs: 'cost',
  offers: 'offer',
  watches: 'watch',
};

/** The kind of each path parameter of an OpenAPI path, read from the segment before it. */
export function parameterKinds(path: string): { name: string; kind: TargetKind }[] {
  const segments = path.split('/');
  const out: { name: string; kind: TargetKind }[] = [];
  segments.forEach((segment, i) => {
    const match = segment.match(/^\{(\w+)\}$/);
    if (!match?.[1]) return;
    const kind = KIND_BY_SEGMENT[segments[i - 1] ?? ''];
    if (!kind)
      throw new Error(`${path}: no target maker for {${match[1]}} (add its segment to KIND_BY_SEGMENT)`);
    out.push({ name: match[1], kind });
  });
  return out;
}

/**
 * The fixed cast (owner A of camper A, owner B of camper B, a prospect, an admin) and makers of fresh targets, so
 * a request that succeeds (an admin deleting a user, an owner cancelling) never removes what later cases need.
 */
export class World {
  readonly t: TestServer;
  camperA = '';
  camperB = '';
  users = {} as Record<Exclude<Actor, 'anoniem'>, TestUser> & { eigenaarB: TestUser };
  /** The next free day (of next year) per camper; two apart, so no reservation lands on another's buffer day. */
  private readonly days = new Map<string, number>();
  /** Rounds made so far: each of the owner's own takes a year of its own. */
  private roundYears = 0;
  private year = 0;

  constructor(t: TestServer) {
    this.t = t;
  }

  async build(year: number): Promise<void> {
    this.year = year;
    const { t } = this;
    this.camperA = await t.createCamper({ naam: 'Aanvalscamper A' });
    this.camperB = await t.createCamper({ naam: 'Aanvalscamper B' });
    this.users = {
      prospect: await t.createProspect({ naam: 'Piet Prospect' }),
      eigenaar: await t.createOwner(this.camperA, { naam: 'Anna A' }),
      eigenaarB: await t.createOwner(this.camperB, { naam: 'Bert B' }),
      admin: await t.createAdmin({ naam: 'Ada Admin' }),
    };
    // Both horizon years: the examples book this year, fresh reservations (booked through the service, so they
    // spend real credits) use next year; enough credits that a long ATTACK_RUNS never runs dry.
    for (const owner of [this.users.eigenaar, this.users.eigenaarB]) await this.grant(owner);
  }

  /** A Cookie header for a new session of `actor` (none for anoniem). */
  async cookie(actor: Actor): Promise<string | undefined> {
    return actor === 'anoniem' ? undefined : this.t.signIn(this.users[actor].id);
  }

  /** The user a personal target (notification, session) belongs to: the actor's own, or someone else's. */
  private holder(actor: Actor, foreign: boolean): TestUser {
    if (foreign) return this.users.eigenaarB;
    return actor === 'anoniem' ? this.users.eigenaar : this.users[actor];
  }

  /**
   * A fresh target of `kind`; `foreign` makes it belong to someone other than `actor` (the other owner) where
   * ownership exists.
   */
  async fresh(kind: TargetKind, foreign: boolean, actor: Actor = 'eigenaar'): Promise<string> {
    switch (kind) {
      case 'reservation':
        if (foreign) return this.reservation(this.users.eigenaarB, this.camperB);
        // Only the owner's own reservations must be on camper A; everyone else's (an admin cancelling on
        // behalf) go to a camper of their own, so camper A's free days last for the owner's cases.
        if (actor === 'eigenaar') return this.reservation(this.users.eigenaar, this.camperA);
        return this.reservationOfNewOwner();
      case 'user':
        return (await this.t.createProspect()).id;
      case 'camper':
        return this.t.createCamper();
      case 'owner':
        // Only meaningful after a camper: the caller pairs it (see targets()).
        return (await this.t.createProspect()).id;
      case 'application':
        return this.application();
      case 'document':
        return this.document();
      case 'invoice':
        return this.invoice(foreign ? this.users.eigenaarB.id : this.users.eigenaar.id);
      case 'token': {
        const { token } = await createApiToken(this.t.db, this.users.admin.id, 'Aanval', this.t.clock.now());
        return token.id;
      }
      case 'notification':
        return this.notification(this.holder(actor, foreign).id);
      case 'session':
        return this.session(this.holder(actor, foreign).id);
      case 'mail':
        return this.failedMail();
      case 'block':
        return this.block();
      case 'handover':
        return this.handover();
      case 'round':
        return this.round(actor, foreign);
      case 'cost':
        return this.cost(foreign);
      case 'offer':
        return this.offer(foreign);
      case 'watch':
        return this.watch(foreign);
      case 'unknown':
        return randomUUID();
    }
  }

  /** An existing id of a different kind than `kind` (a camper id where a user id belongs, and so on). */
  wrongKind(kind: TargetKind): string {
    return kind === 'camper' ? this.users.prospect.id : this.camperB;
  }

  /** Fresh targets for every parameter; an owner parameter becomes a real owner of the camper before it. */
  async targets(
    params: { name: string; kind: TargetKind }[],
    foreign: boolean,
    actor: Actor = 'eigenaar',
  ): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    let camper: string | undefined;
    for (const { name, kind } of params) {
      if (kind === 'owner' && camper) {
        out[name] = (await this.t.createOwner(camper)).id;
        continue;
      }
      out[name] = await this.fresh(kind, foreign, actor);
      if (kind === 'camper') camper = out[name];
    }
    return out;
  }

  /** Credits for this year and next: enough that a long ATTACK_RUNS never runs dry. */
  private async grant(owner: TestUser): Promise<void> {
    for (const jaar of [this.year, this.year + 1]) {
      await grantCredits(this.t, owner.id, { jaar, hoog: 200, laag: 200, now: this.t.clock.now() });
    }
  }

  /** A reservation of a new owner of a new camper (with credits), booked through the service. */
  private async reservationOfNewOwner(): Promise<string> {
    const camperId = await this.t.createCamper();
    const owner = await this.t.createOwner(camperId);
    await this.grant(owner);
    return this.reservation(owner, camperId);
  }

  /**
   * A free day for `camperId` far from what the examples book (the next calendar year), two apart per call. When
   * next year is used up (a long ATTACK_RUNS), the fresh reservations made so far are cancelled through the service
   * (refunded, so credits never run dry) and their days used again: every case takes fresh targets, so no later
   * case needs them. A day still taken (a reservation the service may not cancel) and its neighbours are skipped.
   */
  private async nextDay(camperId: string): Promise<string> {
    const year = this.t.clock.now().getUTCFullYear() + 1;
    const dayOf = (n: number) => new Date(Date.UTC(year, 0, 1 + n)).toISOString().slice(0, 10);
    let n = this.days.get(camperId) ?? 0;
    let taken = new Set<string>();
    if (n > 360) {
      taken = await this.releaseNextYear(camperId, year);
      n = 0;
    }
    while ([n - 1, n, n + 1].some((k) => taken.has(dayOf(k)))) n += 2;
    if (n > 360) throw new Error('World ran out of free days for fresh reservations');
    this.days.set(camperId, n + 2);
    return dayOf(n);
  }

  /** Cancels the camper's reservations of `year`; returns the days still taken. */
  private async releaseNextYear(camperId: string, year: number): Promise<Set<string>> {
    const booked = await this.t.db
      .selectFrom('reserveringen')
      .select(['id', 'start_datum', 'eind_datum'])
      .where('camper_id', '=', camperId)
      .where('start_datum', '>=', `${year}-01-01`)
      .execute();
    const taken = new Set<string>();
    for (const reservation of booked) {
      try {
        await cancelReservation(this.t.db, {
          reservationId: reservation.id,
          actorId: this.users.admin.id,
          now: this.t.clock.now(),
        });
      } catch {
        for (const day of [reservation.start_datum, reservation.eind_datum]) taken.add(day);
      }
    }
    return taken;
  }

  /**
   * Booked through the reservation service like the API does, so credits are spent and a cancellation's refund
   * never exceeds what was granted (rows inserted by hand once made every refund a CHECK-constraint 500).
   */
  private async reservation(owner: TestUser, camperId: string): Promise<string> {
    const { reserveringen } = await createReservations(this.t.db, {
      userId: owner.id,
      camperId,
      dagen: [await this.nextDay(camperId)],
      now: this.t.clock.now(),
    });
    const id = reserveringen[0]?.id;
    if (!id) throw new Error('createReservations stored no reservation');
    return id;
  }

  /** A notification for `userId`, stored through the service every event uses. */
  private async notification(userId: string): Promise<string> {
    const before = new Set(
      (await this.t.db.selectFrom('meldingen').select('id').where('user_id', '=', userId).execute()).map(
        (r) => r.id,
      ),
    );
    const ctx = notifyContextOf({
      config: this.t.config,
      appOrigin: () => this.t.url,
      now: this.t.clock.now,
    });
    await notifyUsers(this.t.db, ctx, [userId], {
      soort: 'nieuw_document',
      titel: 'Aanval',
      tekst: 'Een melding om aan te vallen.',
      link: '/documenten',
    });
    // Passed a handle, notifyUsers queues the mail for "the end of the request"; deliver it now, or the next
    // (attacking) request would send it and look like it changed the outbox.
    await mailQueueOf(this.t.config)?.flush();
    const rows = await this.t.db.selectFrom('meldingen').select('id').where('user_id', '=', userId).execute();
    const id = rows.map((r) => r.id).find((r) => !before.has(r));
    if (!id) throw new Error('notifyUsers stored no notification');
    return id;
  }

  /** Another signed-in device of `userId`: the public id the sessions list shows. */
  private async session(userId: string): Promise<string> {
    await createSession(this.t.db, userId, this.t.clock.now(), 'Aanvalsbrowser');
    const row = await this.t.db
      .selectFrom('sessions')
      .select('public_id')
      .where('user_id', '=', userId)
      .where('user_agent', '=', 'Aanvalsbrowser')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    if (!row.public_id) throw new Error('createSession stored no public id');
    return row.public_id;
  }

  /** A mail the queue gave up on (status mislukt), the only kind an admin can retry. */
  private failedMail(): Promise<string> {
    return insertFailedMail(this.t, {
      ontvanger: 'aanval@voorbeeld.nl',
      onderwerp: 'Aanval',
      tekst: 'Aanval',
      pogingen: 5,
      volgende_poging: this.t.clock.now().getTime(),
      laatste_fout: 'SMTP weigerde',
    });
  }

  /** A maintenance block on a camper of its own (so it never blocks a day the reservations need). */
  private async block(): Promise<string> {
    const camperId = await this.t.createCamper();
    const day = await this.nextDay(camperId);
    const { blokkade } = await createBlock(this.t.db, {
      camperId,
      block: { start_datum: day, eind_datum: day, reden: 'Aanval' },
      actorId: this.users.admin.id,
      now: this.t.clock.now(),
    });
    return blokkade.id;
  }

  /**
   * An open wish round. The owner's own is on camper A, for a year far beyond the horizon so that it never holds up a
   * booking the other cases make; anyone else's (an admin allocating) is next year's round of a camper of its own.
   */
  private async round(actor: Actor, foreign: boolean): Promise<string> {
    const id = randomUUID();
    const own = actor === 'eigenaar' && !foreign;
    this.roundYears += 1;
    const jaar = own
      ? this.t.clock.now().getUTCFullYear() + 10 + this.roundYears
      : this.t.clock.now().getUTCFullYear() + 1;
    await this.t.db
      .insertInto('wensrondes')
      .values({
        id,
        camper_id: own ? this.camperA : await this.t.createCamper(),
        jaar,
        status: 'open',
        sluit_op: `${jaar}-01-01`,
        loting_seed: randomUUID().replaceAll('-', ''),
        created_at: this.t.clock.now().toISOString(),
      })
      .execute();
    return id;
  }

  /** A cost with a receipt key, paid by owner A on camper A (or, foreign, by owner B on camper B). */
  private async cost(foreign: boolean): Promise<string> {
    const id = randomUUID();
    await this.t.db
      .insertInto('kosten')
      .values({
        id,
        camper_id: foreign ? this.camperB : this.camperA,
        user_id: foreign ? this.users.eigenaarB.id : this.users.eigenaar.id,
        omschrijving: 'Aanval',
        datum: `${this.t.clock.now().getUTCFullYear()}-01-01`,
        bedrag_centen: 100,
        verdeling: 'alleen_ik',
        bon_key: `${randomUUID()}.pdf`,
        created_at: this.t.clock.now().toISOString(),
      })
      .execute();
    return id;
  }

  /** An open swap offer of a fresh reservation: the owner's own on camper A, or owner B's on camper B. */
  private async offer(foreign: boolean): Promise<string> {
    const giver = foreign ? this.users.eigenaarB : this.users.eigenaar;
    const camperId = foreign ? this.camperB : this.camperA;
    const reservationId = await this.reservation(giver, camperId);
    const row = await this.t.db
      .selectFrom('reserveringen')
      .select(['start_datum', 'eind_datum'])
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await this.t.db
      .insertInto('ruil_aanbiedingen')
      .values({
        id,
        reservering_id: reservationId,
        camper_id: camperId,
        van_user_id: giver.id,
        aan_user_id: null,
        status: 'open',
        ...row,
        geaccepteerd_door: null,
        created_at: this.t.clock.now().toISOString(),
      })
      .execute();
    return id;
  }

  /** A watch stored directly: the owner's own on camper A, or owner B's on camper B. */
  private async watch(foreign: boolean): Promise<string> {
    const id = randomUUID();
    const day = `${this.t.clock.now().getUTCFullYear() + 1}-12-31`;
    await this.t.db
      .insertInto('wachtlijst')
      .values({
        id,
        user_id: foreign ? this.users.eigenaarB.id : this.users.eigenaar.id,
        camper_id: foreign ? this.camperB : this.camperA,
        start_datum: day,
        eind_datum: day,
        verteld_op: null,
        created_at: this.t.clock.now().toISOString(),
      })
      .execute();
    return id;
  }

  /** A handover with reported damage on a camper of its own, so a correction never meets another's readings. */
  private async handover(): Promise<string> {
    return insertHandover(this.t, {
      camper_id: await this.t.createCamper(),
      reservering_id: null,
      user_id: this.users.eigenaar.id,
      moment: 'ophalen',
      km_stand: 10_000,
      schade: 'Kras',
      schade_status: 'open',
    });
  }

  private async application(): Promise<string> {
    const id = randomUUID();
    const user = await this.t.createProspect();
    await this.t.db
      .insertInto('aanmeldingen')
      .values({ id, user_id: user.id, camper_id: this.camperA })
      .execute();
    return id;
  }

  private document(): Promise<string> {
    return insertDocument(this.t, { camper_id: this.camperA, document_naam: 'Aanval' });
  }

  private invoice(userId: string): Promise<string> {
    return insertInvoice(this.t, {
      user_id: userId,
      factuur_nummer: `A-${randomUUID()}`,
      factuur_naam: 'Aanval',
    });
  }
}
