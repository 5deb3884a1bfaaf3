import { type CursorValues, encodeCursor, type PageQuery } from '@camperdeel/rules/schemas/paging';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { apiFailure } from '../http/api-error.ts';

export type Page<Row> = { rows: Row[]; volgende: string | null; totaal: number };

/** A list's total order: its sort expressions, the last one unique (the id), all in one direction. */
export type SortKey = { keys: RawBuilder<string | number>[]; direction: 'asc' | 'desc' };

/**
 * One page of `query` in the order of `sort`, after the row the cursor names (keyset: `(k1, …, id) > (v1, …, id)`,
 * row values on both engines), with `totaal` counted over the same filters. The index on the sort expressions keeps
 * a page equally fast at any depth (docs/decisions/0069-paging-and-search.md).
 */
export async function readPage<DB, TB extends keyof DB, Row, CDB, CTB extends keyof CDB, CRow>(
  query: SelectQueryBuilder<DB, TB, Row>,
  sort: SortKey,
  page: PageQuery,
  /** The same rows without the joins that only add columns, when counting those joins would cost. */
  countQuery?: SelectQueryBuilder<CDB, CTB, CRow>,
  /** Count at most this many rows: `totaal` is exact below it and this number at or above it. */
  countUpTo?: number,
): Promise<Page<Row>> {
  const { keys, direction } = sort;
  if (page.cursor && page.cursor.length !== keys.length) {
    throw apiFailure('invalid_input', {
      message: 'cursor is ongeldig: gebruik de waarde van volgende uit het vorige antwoord',
    });
  }
  const totaal = countQuery ? await countOf(countQuery, countUpTo) : await countOf(query, countUpTo);
  let rowsQuery = query.select(keys.map((key, i) => key.as(`_k${i}`)));
  if (page.cursor) {
    const after = direction === 'asc' ? sql`>` : sql`<`;
    const values = page.cursor.map((value) => sql`${value}`);
    rowsQuery = rowsQuery.where(sql<boolean>`(${sql.join(keys)}) ${after} (${sql.join(values)})`);
  }
  for (const key of keys) rowsQuery = rowsQuery.orderBy(key, direction);
  const found = (await rowsQuery.limit(page.limit + 1).execute()) as (Row & Record<string, unknown>)[];
  const shown = found.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => withoutKeys(row, keys.length)),
    volgende: found.length > page.limit && last ? encodeCursor(keyOf(last, keys.length)) : null,
    totaal,
  };
}

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
