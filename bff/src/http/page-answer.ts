import type { Page } from '../db/page.ts';

/**
 * A page of a list as the API answers it: the rows under the list's own name (`facturen`, `users`, …), then the
 * cursor of the next page and the total, the shape `pageOf` in packages/rules/schemas/paging.ts describes.
 */
export function pageAnswer<Key extends string, Row>(key: Key, page: Page<Row>) {
  const { rows, volgende, totaal } = page;
  return { [key]: rows, volgende, totaal } as { [K in Key]: Row[] } & Omit<Page<Row>, 'rows'>;
}
