import { decodeCursor, PAGE_MAX, type PageQuery } from '@camperdeel/rules/schemas/paging';
import type { Page } from '../../db/page.ts';

/**
 * Every row a list's own read finds for its search, page by page in the list's order: an export holds one page in
 * memory at a time, however large the table, and the database is free between pages (docs/decisions/0084-exports-and-spreadsheet-input.md).
 */
export async function* everyRow<Row>(
  read: (page: PageQuery) => Promise<Page<Row>>,
  search: Pick<PageQuery, 'zoek'>,
): AsyncGenerator<Row> {
  let cursor: PageQuery['cursor'];
  for (;;) {
    const page = await read({ zoek: search.zoek, limit: PAGE_MAX, cursor });
    yield* page.rows;
    const next = page.volgende === null ? null : decodeCursor(page.volgende);
    if (next === null) return;
    cursor = next;
  }
}
