import type { ErrorCode } from '@camperdeel/rules/errors';
import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { apiFailure } from '../http/api-error.ts';
import type { Db } from './connection.ts';
import { type Page, readSearchedPage, type SearchedOrder } from './page.ts';
import { searchFilter } from './search.ts';

/** How an admin table is read: its rows as the table shows them, its search, its order and its missing-row code. */
export type SearchedTableReads<DB, TB extends keyof DB, Row, CDB, CTB extends keyof CDB, CRow, View> = {
  /** Every column and join a row of the table shows. */
  rows: (db: Db) => SelectQueryBuilder<DB, TB, Row>;
  /** The table alone: the search filters it and the page is counted and found in it (readSearchedPage). */
  table: (db: Db) => SelectQueryBuilder<CDB, CTB, CRow>;
  /** The conditions any of which finds a row for `zoek` (searchFilter). */
  matches: (db: Db, zoek: string) => RawBuilder<boolean>[];
  order: SearchedOrder;
  toView: (row: Row) => View;
  /** The failure for an id no row has. */
  notFound: ErrorCode;
};

/**
 * The two reads every searched admin table has: one page of it in its order, `zoek` narrowing it, and one row by its
 * id (404 `notFound` when there is none). A row reads the same in the list and on its own, since both take `rows` and
 * `toView`.
 */
export function searchedTable<DB, TB extends keyof DB, Row, CDB, CTB extends keyof CDB, CRow, View>(
  reads: SearchedTableReads<DB, TB, Row, CDB, CTB, CRow, View>,
) {
  const { rows, table, matches, order, toView, notFound } = reads;
  return {
    list(db: Db, page: PageQuery): Promise<Page<View>> {
      const found = searchFilter(page.zoek, (zoek) => matches(db, zoek));
      return readSearchedPage(rows(db), table(db).where(found), order, page, toView);
    },
    async get(db: Db, id: string): Promise<View> {
      const row = await rows(db).where(sql<boolean>`${order.id} = ${id}`).executeTakeFirst();
      if (!row) throw apiFailure(notFound);
      return toView(row);
    },
  };
}
