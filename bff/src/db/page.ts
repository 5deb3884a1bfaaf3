import { type CursorValues, encodeCursor, type PageQuery } from '@camperdeel/rules/schemas/paging';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { apiFailure } from '../http/api-error.ts';

export type Page<Row> = { rows: Row[]; volgende: string | null; totaal: number };

/** A list's total order: its sort expressions, the last one unique (the id), all in one direction. */
export type SortKey = { keys: RawBuilder<string | number>[]; direction: 'asc' | 'desc' };

/** How a page is counted and found, beside its query and order. */
export type PageOptions<CQ> = {
  /** The same rows without the joins that only add columns, when counting those joins would cost. */
  countQuery?: CQ;
  /** Count at most this many rows: `totaal` is exact below it and this number at or above it. */
  countUpTo?: number;
  /**
   * The unique column (the sort's last key) `query` and `countQuery` share. Given, the page's ids are found in the
   * filtered `countQuery` first and `query` (then without the filter) reads only those rows: a search with thousands
   * of matches sorts their keys, not thousands of joined rows.
   */
  idsFirst?: RawBuilder<string>;
};

/**
 * One page of `query` in the order of `sort`, after the row the cursor names (keyset: `(k1, …, id) > (v1, …, id)`,
 * row values on both engines), with `totaal` counted over the same filters. The index on the sort expressions keeps
 * a page equally fast at any depth (docs/decisions/0069-paging-and-search.md).
 */
export async function readPage<DB, TB extends keyof DB, Row, CDB, CTB extends keyof CDB, CRow>(
  query: SelectQueryBuilder<DB, TB, Row>,
  sort: SortKey,
  page: PageQuery,
  { countQuery, countUpTo, idsFirst }: PageOptions<SelectQueryBuilder<CDB, CTB, CRow>> = {},
): Promise<Page<Row>> {
  const { keys, direction } = sort;
  checkCursor(page, keys.length);
  const inOrder = <D, T extends keyof D, R>(rows: SelectQueryBuilder<D, T, R>) => {
    let ordered = rows;
    if (page.cursor) {
      const after = direction === 'asc' ? sql`>` : sql`<`;
      const values = page.cursor.map((value) => sql`${value}`);
      ordered = ordered.where(sql<boolean>`(${sql.join(keys)}) ${after} (${sql.join(values)})`);
    }
    for (const key of keys) ordered = ordered.orderBy(key, direction);
    return ordered.limit(page.limit + 1);
  };
  let totaal: number;
  let rowsQuery = query.select(keys.map((key, i) => key.as(`_k${i}`)));
  if (countQuery && idsFirst) {
    const found = await idsAndCount(countQuery, idsFirst, inOrder, page, countUpTo);
    totaal = found.totaal;
    if (found.ids.length === 0) return { rows: [], volgende: null, totaal };
    rowsQuery = rowsQuery.where(idsFirst, 'in', found.ids);
    for (const key of keys) rowsQuery = rowsQuery.orderBy(key, direction);
  } else {
    totaal = countQuery ? await countOf(countQuery, countUpTo) : await countOf(query, countUpTo);
    rowsQuery = inOrder(rowsQuery);
  }
  const found = (await rowsQuery.execute()) as (Row & Record<string, unknown>)[];
  const shown = found.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => withoutKeys(row, keys.length)),
    volgende: found.length > page.limit && last ? encodeCursor(keyOf(last, keys.length)) : null,
    totaal,
  };
}

/** The order of a searched table's list: one sort expression, then the table's id, which is unique. */
export type SearchedOrder = { key: RawBuilder<string>; id: RawBuilder<string>; direction: 'asc' | 'desc' };

/**
 * One page of a table a list searches, each row as `toView` makes it: the matches (`counted`, the table alone with
 * the search) are counted and paged by id first, then `query` reads only that page's rows with its joins.
 */
export async function readSearchedPage<DB, TB extends keyof DB, Row, CDB, CTB extends keyof CDB, CRow, View>(
  query: SelectQueryBuilder<DB, TB, Row>,
  counted: SelectQueryBuilder<CDB, CTB, CRow>,
  order: SearchedOrder,
  page: PageQuery,
  toView: (row: Row) => View,
): Promise<Page<View>> {
  const sort = { keys: [order.key, order.id], direction: order.direction };
  const result = await readPage(query, sort, page, { countQuery: counted, idsFirst: order.id });
  return { ...result, rows: result.rows.map(toView) };
}

function invalidCursor(): never {
  throw apiFailure('invalid_input', {
    message: 'cursor is ongeldig: gebruik de waarde van volgende uit het vorige antwoord',
  });
}

function checkCursor(page: PageQuery, arity: number): void {
  if (page.cursor && page.cursor.length !== arity) invalidCursor();
}

/** One of the queries a page is merged from, newest first by a numeric id. */
export type PagePart<Row> = {
  rows: (before: number | undefined, limit: number) => Promise<Row[]>;
  ids: (upTo: number) => Promise<number[]>;
};

/** `query` as a part of a merged page, ordered by `key` (its rows' numeric id, the same for every part) descending. */
export function pagePart<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  key: RawBuilder<number>,
): PagePart<Row> {
  return {
    rows: (before, limit) =>
      (before === undefined ? query : query.where(sql<boolean>`${key} < ${before}`))
        .orderBy(key, 'desc')
        .limit(limit)
        .execute(),
    ids: async (upTo) => {
      const found = await query.clearSelect().clearOrderBy().select(key.as('_id')).limit(upTo).execute();
      return found.map((row) => Number((row as { _id: unknown })._id));
    },
  };
}

/**
 * One page, newest first, of the rows any of `parts` finds, each row once. Each part reads only its own first
 * `limit + 1` rows after the cursor through its own index, and its first `countUpTo` ids for `totaal`, so a common
 * match in one part never makes another part's reading collect every match.
 */
export async function readMergedPage<Row>(
  parts: readonly PagePart<Row>[],
  idOf: (row: Row) => number,
  page: PageQuery,
  countUpTo: number,
): Promise<Page<Row>> {
  checkCursor(page, 1);
  const cursor = page.cursor?.[0];
  const before = cursor === undefined ? undefined : Number(cursor);
  if (before !== undefined && !Number.isSafeInteger(before)) invalidCursor();
  const byId = new Map<number, Row>();
  const ids = new Set<number>();
  for (const part of parts) {
    for (const row of await part.rows(before, page.limit + 1)) byId.set(idOf(row), row);
    for (const id of await part.ids(countUpTo)) ids.add(id);
  }
  const merged = [...byId.values()].sort((a, b) => idOf(b) - idOf(a));
  const shown = merged.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown,
    volgende: merged.length > page.limit && last ? encodeCursor([idOf(last)]) : null,
    totaal: Math.min(countUpTo, ids.size),
  };
}

/**
 * The page's ids in order and `totaal`. A search's first page finds both in one statement (`count(*) OVER ()` beside
 * the sorted ids), so its matches are found once instead of once to count and once to sort: "de vries" among the
 * invoices visits its 3,395 matches through the full-text index once. Without a search the window would sort the
 * whole table (the page walks its order index and stops after 51 instead); a later page counts apart, since its
 * cursor narrows the rows it reads; so does an empty first page, whose count has no row to ride on.
 */
async function idsAndCount<CDB, CTB extends keyof CDB, CRow>(
  countQuery: SelectQueryBuilder<CDB, CTB, CRow>,
  idsFirst: RawBuilder<string>,
  inOrder: <D, T extends keyof D, R>(rows: SelectQueryBuilder<D, T, R>) => SelectQueryBuilder<D, T, R>,
  page: PageQuery,
  countUpTo: number | undefined,
): Promise<{ ids: string[]; totaal: number }> {
  const filtered = countQuery.clearSelect().clearOrderBy();
  if (page.zoek && !page.cursor && countUpTo === undefined) {
    const rows: object[] = await inOrder(
      filtered.select([idsFirst.as('_id'), sql<number>`count(*) over ()`.as('_totaal')]),
    ).execute();
    const [first] = rows;
    return { ids: rows.map(idOf), totaal: first ? Number(fieldOf(first, '_totaal')) : 0 };
  }
  const totaal = await countOf(countQuery, countUpTo);
  const rows: object[] = await inOrder(filtered.select(idsFirst.as('_id'))).execute();
  return { ids: rows.map(idOf), totaal };
}

const fieldOf = (row: object, name: string): unknown => (row as Record<string, unknown>)[name];
const idOf = (row: object): string => String(fieldOf(row, '_id'));

async function countOf<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  upTo: number | undefined,
): Promise<number> {
  const rows = query.clearSelect().clearOrderBy();
  if (upTo !== undefined) {
    // A LIMIT stops the reading after `upTo` matches; the rows are one constant each, so fetching them costs little.
    return (await rows.select(sql<number>`1`.as('een')).limit(upTo).execute()).length;
  }
  const counted = await rows.select(sql<number>`count(*)`.as('totaal')).executeTakeFirst();
  return Number((counted as { totaal?: number } | undefined)?.totaal ?? 0);
}

function keyOf(row: Record<string, unknown>, arity: number): CursorValues {
  return Array.from({ length: arity }, (_, i) => {
    const value = row[`_k${i}`];
    return typeof value === 'number' ? value : String(value);
  });
}

function withoutKeys<Row>(row: Row & Record<string, unknown>, arity: number): Row {
  const copy: Record<string, unknown> = { ...row };
  for (let i = 0; i < arity; i++) delete copy[`_k${i}`];
  return copy as Row;
}
