import { type ApprovedReservation, type CalendarBlock, dayState } from './calendar.ts';
import { compareIsoDates, eachDay, type IsoDate, isIsoDate, yearOf } from './dates.ts';
import { isHighSeason } from './seasons.ts';

/**
 * Wish rounds share a camper's high season fairly
 * (docs/product/calendar-and-credits.md#fair-share-of-the-high-season-architecture-11): owners rank up to five
 * periods, and a draft gives them out in an order anyone can recompute (docs/decisions/0076-wish-rounds.md).
 */

export const MAX_WISHES = 5;

export type WishPeriod = { start_datum: IsoDate; eind_datum: IsoDate };

export type WishCheck =
  | { ok: true; wensen: WishPeriod[] }
  | { ok: false; code: 'too_many_wishes' | 'not_high_season' | 'invalid_input' };

/** Checks a ranked list of wishes for year `jaar`: at most five, each a contiguous run of that year's high season. */
export function checkWishes(wensen: readonly WishPeriod[], jaar: number): WishCheck {
  if (wensen.length > MAX_WISHES) return { ok: false, code: 'too_many_wishes' };
  for (const wens of wensen) {
    if (!isIsoDate(wens.start_datum) || !isIsoDate(wens.eind_datum))
      return { ok: false, code: 'invalid_input' };
    if (compareIsoDates(wens.start_datum, wens.eind_datum) > 0) return { ok: false, code: 'invalid_input' };
    // Both ends first: a period spanning centuries is refused before its days are walked (a hostile client's cheap
    // way to hold the server), and what passes has at most 366 days.
    if (yearOf(wens.start_datum) !== jaar || yearOf(wens.eind_datum) !== jaar) {
      return { ok: false, code: 'not_high_season' };
    }
    const days = eachDay(wens.start_datum, wens.eind_datum);
    if (!days.every((day) => yearOf(day) === jaar && isHighSeason(day)))
      return { ok: false, code: 'not_high_season' };
  }
  return { ok: true, wensen: wensen.map(({ start_datum, eind_datum }) => ({ start_datum, eind_datum })) };
}

/**
 * The lottery's number for one owner: FNV-1a (32 bit) over the UTF-8 bytes of `<loting_seed>:<user_id>`, as an
 * unsigned integer. Published so that anyone can recompute the draw order from the round's seed.
 */
export function lotteryNumber(seed: string, userId: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${seed}:${userId}`)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export type RoundOwner = {
  user_id: string;
  /** High-season days this owner used on this camper in the two years before the round's year. */
  hoogseizoen_gebruikt: number;
  /** High-season credits this owner has left for the round's year. */
  credits_hoogseizoen: number;
};

/** Fewest high-season days used first; ties by the lowest lottery number, then by id (a tie there is a 1 in 2³² chance). */
export function draftOrder(owners: readonly RoundOwner[], seed: string): string[] {
  return [...owners]
    .map((owner) => ({ owner, lot: lotteryNumber(seed, owner.user_id) }))
    .sort(
      (a, b) =>
        a.owner.hoogseizoen_gebruikt - b.owner.hoogseizoen_gebruikt ||
        a.lot - b.lot ||
        (a.owner.user_id < b.owner.user_id ? -1 : a.owner.user_id > b.owner.user_id ? 1 : 0),
    )
    .map(({ owner }) => owner.user_id);
}

export type RankedWish = WishPeriod & { user_id: string; rang: number };

/** Why a wish was or was not granted; the round's page shows it in words. */
export type AllocationReason = 'toegewezen' | 'bezet' | 'onvoldoende_credits' | 'te_lang';

export type Allocation = RankedWish & {
  reden: AllocationReason;
  /** Position in which the grants were made (1 = first); null for a wish that was not granted. */
  volgorde: number | null;
};

export type RoundInput = {
  seed: string;
  owners: readonly RoundOwner[];
  wishes: readonly RankedWish[];
  /** The camper's approved reservations and blocks already there: a wish must leave them and their buffers free. */
  reservations: readonly ApprovedReservation[];
  blocks: readonly CalendarBlock[];
  /** The camper's fair-use rule: at most this many high-season days in one run; null = no limit. */
  maxConsecutive: number | null;
  /** Days before it are past and cannot be granted. */
  today: IsoDate;
};

export type RoundOutcome = { order: string[]; allocations: Allocation[] };

function isFree(wish: WishPeriod, reservations: readonly ApprovedReservation[], ctx: RoundInput): boolean {
  return eachDay(wish.start_datum, wish.eind_datum).every(
    (day) => dayState(day, { today: ctx.today, reservations, blocks: ctx.blocks }).state === 'vrij',
  );
}

function lengthOf(wish: WishPeriod): number {
  return eachDay(wish.start_datum, wish.eind_datum).length;
}

/**
 * The draft: owners in `draftOrder`; in each pass every owner in turn gets their best-ranked wish that is still free
 * (its days and the buffer days around every reservation respected), fits the fair-use rule and is covered by their
 * high-season credits; passes repeat until a pass grants nothing. A pure function: the same round gives the same
 * outcome whatever the order of its inputs.
 */
export function allocateRound(input: RoundInput): RoundOutcome {
  const order = draftOrder(input.owners, input.seed);
  const credits = new Map(input.owners.map((o) => [o.user_id, o.credits_hoogseizoen]));
  const pending = new Map<string, RankedWish[]>(order.map((id) => [id, []]));
  for (const wish of [...input.wishes].sort((a, b) => a.rang - b.rang)) pending.get(wish.user_id)?.push(wish);
  const taken: ApprovedReservation[] = [...input.reservations];
  const granted: Allocation[] = [];

  const fits = (wish: RankedWish) =>
    (input.maxConsecutive === null || lengthOf(wish) <= input.maxConsecutive) &&
    lengthOf(wish) <= (credits.get(wish.user_id) ?? 0) &&
    isFree(wish, taken, input);

  let grantedThisPass = true;
  while (grantedThisPass) {
    grantedThisPass = false;
    for (const userId of order) {
      const wishes = pending.get(userId) ?? [];
      const pick = wishes.find(fits);
      if (!pick) continue;
      pending.set(
        userId,
        wishes.filter((w) => w !== pick),
      );
      credits.set(userId, (credits.get(userId) ?? 0) - lengthOf(pick));
      taken.push({ ...pick, id: `wens-${userId}-${pick.rang}` });
      granted.push({ ...pick, reden: 'toegewezen', volgorde: granted.length + 1 });
      grantedThisPass = true;
    }
  }

  const unmet: Allocation[] = order.flatMap((userId) =>
    (pending.get(userId) ?? []).map((wish): Allocation => {
      const reden: AllocationReason =
        input.maxConsecutive !== null && lengthOf(wish) > input.maxConsecutive
          ? 'te_lang'
          : !isFree(wish, taken, input)
            ? 'bezet'
            : 'onvoldoende_credits';
      return { ...wish, reden, volgorde: null };
    }),
  );
  // Per owner in draft order, each owner's wishes by rank: how the round's page reads it.
  const position = new Map(order.map((id, i) => [id, i]));
  const allocations = [...granted, ...unmet].sort(
    (a, b) => (position.get(a.user_id) ?? 0) - (position.get(b.user_id) ?? 0) || a.rang - b.rang,
  );
  return { order, allocations };
}
