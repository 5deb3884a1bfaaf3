import { csvText } from './csv-cells.ts';
import { formatEuroInput } from './money.ts';

/**
 * Shared costs of a camper's co-owners (docs/product/costs.md, docs/decisions/0082-shared-costs.md): a cost is split
 * in whole cents, the rounding rest goes deterministically to the lowest user ids, and the balances of everyone who
 * ever took part always add up to exactly zero.
 */

/** The largest single cost or settlement: € 1.000.000,00. More is a typing error, not a camper cost. */
export const MAX_COST_CENTS = 100_000_000;
/** The largest weight one owner can get in a split by shares. */
export const MAX_SHARE = 1000;

/** How a cost is divided: equally among the owners, only for the payer, or by integer shares per user id. */
export type Split = 'gelijk' | 'alleen_ik' | Readonly<Record<string, unknown>>;

export type Portion = { user_id: string; bedrag_centen: number };
export type CostEntry = { betaald_door: string; bedrag_centen: number; aandelen: readonly Portion[] };
export type SettlementEntry = { van_user_id: string; aan_user_id: string; bedrag_centen: number };

export type SplitResult =
  | { ok: true; aandelen: Portion[] }
  | { ok: false; code: 'invalid_split' | 'not_coowner' };

const DIGITS = /^[0-9]{1,12}$/;

/**
 * An amount in whole euro cents as the request sends it: a JSON integer, or (in a multipart form, where every field
 * is text) a string of digits. Fractions, negative numbers, zero, NaN, exponents and amounts above MAX_COST_CENTS
 * are null: money is never guessed.
 */
export function readCents(value: unknown, fromForm = false): number | null {
  let cents: number;
  if (typeof value === 'number') cents = value;
  else if (fromForm && typeof value === 'string' && DIGITS.test(value.trim())) cents = Number(value.trim());
  else return null;
  return Number.isSafeInteger(cents) && cents >= 1 && cents <= MAX_COST_CENTS ? cents : null;
}

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `total` cents in proportion to integer weights: each gets the floor of their exact part, and the cents left over
 * go one each to the weighted users in user id order. Users with weight 0 get nothing and are left out.
 */
export function splitByWeights(total: number, weights: ReadonlyMap<string, number>): Portion[] {
  const ids = [...weights.keys()].filter((id) => (weights.get(id) ?? 0) > 0).sort(byId);
  const sum = ids.reduce((acc, id) => acc + (weights.get(id) ?? 0), 0);
  const portions = ids.map((id) => ({
    user_id: id,
    bedrag_centen: Math.floor((total * (weights.get(id) ?? 0)) / sum),
  }));
  let rest = total - portions.reduce((acc, p) => acc + p.bedrag_centen, 0);
  for (const portion of portions) {
    if (rest === 0) break;
    portion.bedrag_centen += 1;
    rest -= 1;
  }
  return portions;
}

/**
 * Who owes what of a cost of `total` cents paid by `payer`, among the camper's current `owners`. Shares are whole
 * numbers from 0 to MAX_SHARE per owner (a ratio like 2:1 is written as 2 and 1), at least one above 0; a share for
 * anyone who is not a current owner is `not_coowner`.
 */
export function splitCost(
  total: number,
  split: Split,
  payer: string,
  owners: readonly string[],
): SplitResult {
  if (!owners.includes(payer)) return { ok: false, code: 'not_coowner' };
  if (split === 'alleen_ik') return { ok: true, aandelen: [{ user_id: payer, bedrag_centen: total }] };
  if (split === 'gelijk')
    return { ok: true, aandelen: splitByWeights(total, new Map(owners.map((o) => [o, 1]))) };
  if (typeof split !== 'object' || split === null || Array.isArray(split))
    return { ok: false, code: 'invalid_split' };
  const entries = Object.entries(split);
  if (entries.length === 0) return { ok: false, code: 'invalid_split' };
  const weights = new Map<string, number>();
  for (const [userId, share] of entries) {
    if (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > MAX_SHARE)
      return { ok: false, code: 'invalid_split' };
    if (!owners.includes(userId)) return { ok: false, code: 'not_coowner' };
    weights.set(userId, share);
  }
  if ([...weights.values()].every((w) => w === 0)) return { ok: false, code: 'invalid_split' };
  return { ok: true, aandelen: splitByWeights(total, weights) };
}

/**
 * Each person's balance in cents: what they paid, minus what they owe, plus what they paid others in settlements,
 * minus what they received. Positive: the others owe them money. Every id in `people` appears, also at 0; anyone
 * else with a cost or settlement appears too, so the sum is always exactly zero. Sorted by user id.
 */
export function balances(
  people: readonly string[],
  costs: readonly CostEntry[],
  settlements: readonly SettlementEntry[],
): Portion[] {
  const saldo = new Map<string, number>(people.map((p) => [p, 0]));
  const add = (id: string, delta: number) => saldo.set(id, (saldo.get(id) ?? 0) + delta);
  for (const cost of costs) {
    add(cost.betaald_door, cost.bedrag_centen);
    for (const portion of cost.aandelen) add(portion.user_id, -portion.bedrag_centen);
  }
  for (const s of settlements) {
    add(s.van_user_id, s.bedrag_centen);
    add(s.aan_user_id, -s.bedrag_centen);
  }
  return [...saldo.entries()]
    .sort(([a], [b]) => byId(a, b))
    .map(([user_id, bedrag_centen]) => ({ user_id, bedrag_centen }));
}

/** A balance in words for the owner screens: who gets money back and who still pays. */
export function balanceInWords(cents: number): string {
  if (cents > 0) return 'krijgt geld terug';
  if (cents < 0) return 'moet nog betalen';
  return 'staat quitte';
}

export type YearCost = {
  datum: string;
  omschrijving: string;
  betaald_door: string;
  bedrag_centen: number;
  aandelen: readonly Portion[];
};
export type YearSettlement = { datum: string; van: string; aan: string; bedrag_centen: number };

/**
 * The year overview as CSV: one line per cost (with each person's part in their own column) and per settlement.
 * Amounts are written like `1234,50` (Dutch decimal comma, no thousands dots) so a Dutch spreadsheet reads numbers.
 */
export function yearCsv(
  people: readonly { user_id: string; naam: string }[],
  costs: readonly YearCost[],
  settlements: readonly YearSettlement[],
): string {
  const euro = (cents: number) => formatEuroInput(cents).replaceAll('.', '');
  const nameOf = (id: string) => people.find((p) => p.user_id === id)?.naam ?? 'Verwijderd lid';
  const header = [
    'Datum',
    'Soort',
    'Omschrijving',
    'Betaald door',
    'Bedrag',
    ...people.map((p) => `Deel ${p.naam}`),
  ];
  const costRows = costs.map((c) => [
    c.datum,
    'Kosten',
    c.omschrijving,
    nameOf(c.betaald_door),
    euro(c.bedrag_centen),
    ...people.map((p) => euro(c.aandelen.find((a) => a.user_id === p.user_id)?.bedrag_centen ?? 0)),
  ]);
  const settlementRows = settlements.map((s) => [
    s.datum,
    'Verrekening',
    `Betaald aan ${nameOf(s.aan)}`,
    nameOf(s.van),
    euro(s.bedrag_centen),
    ...people.map(() => ''),
  ]);
  const rows = [...costRows, ...settlementRows].sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
  return csvText(header, rows);
}
