import { z } from 'zod';
import { textChecked } from './common.ts';

/**
 * `?q=` of the admin lists (documents, invoices, applications, reservations, a camper's users): an optional search
 * text. Other query parameters are ignored, as browsers and proxies add their own (cache busters).
 */
export const searchQuerySchema = z
  .object({
    q: textChecked(
      z
        .string({ error: 'Zoektekst moet tekst zijn' })
        .max(200, { error: 'Zoektekst mag maximaal 200 tekens bevatten' }),
      'Zoektekst',
    ).optional(),
  })
  // Optional as a whole, so a typed client may call the list without any query (`$get()`).
  .optional();
export type SearchQuery = z.infer<typeof searchQuerySchema>;
