import type { Api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import { textProblem } from '@camperdeel/rules/schemas/common';
import { PAGE_MAX } from '@camperdeel/rules/schemas/paging';
import type { ApiClient } from '../http/client.ts';

/** An invoice as GET /api/admin/invoices answers it (typed by the route). */
export type ApiInvoice = Answer<Api['admin']['invoices']['$get']>['facturen'][number];

/** How many look-ups run at once: enough to hide the round trips, well inside the token's throttle. */
const LOOKUPS_AT_ONCE = 8;

/** The invoice with exactly this number, found with the server's search (which also matches longer numbers). */
async function findInvoice(client: ApiClient, nummer: string): Promise<ApiInvoice | undefined> {
  let cursor: string | undefined;
  do {
    const query = { zoek: nummer, limit: String(PAGE_MAX), ...(cursor ? { cursor } : {}) };
    const page = await client.call((api) => api.admin.invoices.$get({ query }));
    const found = page.facturen.find((f) => f.factuur_nummer === nummer);
    if (found) return found;
    cursor = page.volgende ?? undefined;
  } while (cursor);
  return undefined;
}

/** The invoices that already carry one of `numbers`, by number: what a re-run of an upload skips or refuses. */
export async function invoicesByNumber(
  client: ApiClient,
  numbers: Iterable<string>,
): Promise<Map<string, ApiInvoice>> {
  // Only numbers the server can search for: a row with a broken one fails on its own line, not the whole run.
  const searchable = (n: string) => n !== '' && n.length <= 254 && textProblem(n, 'one-line') === null;
  const distinct = [...new Set([...numbers].map((n) => n.trim()).filter(searchable))];
  const existing = new Map<string, ApiInvoice>();
  for (let i = 0; i < distinct.length; i += LOOKUPS_AT_ONCE) {
    const batch = distinct.slice(i, i + LOOKUPS_AT_ONCE);
    for (const invoice of await Promise.all(batch.map((nummer) => findInvoice(client, nummer)))) {
      if (invoice) existing.set(invoice.factuur_nummer, invoice);
    }
  }
  return existing;
}
