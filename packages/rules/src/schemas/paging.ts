import { z } from 'zod';
import { count } from './answers.ts';
import { textChecked } from './common.ts';

/** Items in a page when the client names no `limit`, and the most it may ask for. */
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 200;

/** The sort key of the last row a page showed: what the next page continues after. */
export type CursorValues = readonly (string | number)[];

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** An opaque cursor: base64url of the JSON array (UTF-8, so a name with accents in the key survives). */
export function encodeCursor(values: CursorValues): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(values)));
}

/** The values inside a cursor of `encodeCursor`, or null for anything a client made up that is not one. */
export function decodeCursor(cursor: string): CursorValues | null {
  if (!/^[A-Za-z0-9_-]{1,800}$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const values: unknown = JSON.parse(text);
    const valid =
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= 5 &&
      values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
    return valid ? (values as CursorValues) : null;
  } catch {
    return null;
  }
}

/** What a person types in a list's search box: an e-mail address fits (254). */
const searchText = textChecked(
  z
    .string({ error: 'Zoektekst moet tekst zijn' })
    .trim()
    .max(254, { error: 'Zoektekst mag maximaal 254 tekens bevatten' }),
  'Zoektekst',
).optional();

/**
 * `?zoek=&limit=&cursor=` of every list a person pages through (docs/product/api.md#contract-additions-architecture-11).
 * `q` is the older name of `zoek`, still accepted. Other query parameters are ignored (cache busters).
 */
export const pageQuerySchema = z
  .object({
    zoek: searchText,
    q: searchText,
    limit: z
      .string()
      .regex(/^\d{1,4}$/, { error: 'limit moet een geheel getal zijn' })
      .transform(Number)
      .refine((n) => n >= 1 && n <= PAGE_MAX, { error: `limit moet tussen 1 en ${PAGE_MAX} liggen` })
      .optional(),
    cursor: z
      .string()
      .refine((value) => decodeCursor(value) !== null, {
        error: 'cursor is ongeldig: gebruik de waarde van volgende uit het vorige antwoord',
      })
      .transform((value) => decodeCursor(value) ?? [])
      .optional(),
  })
  .transform(({ zoek, q, limit, cursor }) => ({
    zoek: zoek || q || undefined,
    limit: limit ?? PAGE_DEFAULT,
    cursor,
  }))
  // Optional as a whole, so a typed client may call the list without any query (`$get()`).
  .optional();
export type PageQuery = NonNullable<z.output<typeof pageQuerySchema>>;

/** The first page without search: what a list answers when the query names nothing. */
export const FIRST_PAGE: PageQuery = { zoek: undefined, limit: PAGE_DEFAULT, cursor: undefined };

/** The answer of a paged list: its plural key, the cursor of the next page (null on the last) and the count. */
export function pageOf<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.strictObject({
    [key]: z.array(item),
    volgende: z
      .string()
      .nullable()
      .meta({ description: 'Cursor van de volgende pagina (terug als ?cursor=), null op de laatste pagina' }),
    totaal: count.meta({ description: 'Aantal items dat bij zoek past, over alle pagina’s' }),
  } as Record<Key, z.ZodArray<Item>> & { volgende: z.ZodNullable<z.ZodString>; totaal: typeof count });
}
