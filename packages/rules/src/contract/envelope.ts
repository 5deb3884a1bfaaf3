import { z } from 'zod';

/** Every failure the API answers (docs/product/api.md#api-contract-architecture-5): `{ error: { code, message } }`, the message in Dutch. */
export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Foutcode uit de catalogus (packages/rules/src/errors.ts)' }),
      message: z.string().meta({ description: 'Nederlandse melding voor de gebruiker' }),
    }),
  })
  .meta({ id: 'Fout', description: 'Fout met code en Nederlandse melding' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * An entity the API returns, field by field with its exact type, named in the OpenAPI document. Closed: the
 * contract test (bff/test/contract/response-schemas.test.ts) parses the real answers with it, so a field a route
 * adds, renames or drops without its schema fails there. Adding a field stays compatible for clients; the schema
 * just has to say so.
 */
export function entity<Shape extends z.core.$ZodLooseShape>(id: string, shape: Shape) {
  return z.strictObject(shape).meta({ id });
}

/** `{ [key]: entity[] }`, the list answer every collection route gives. */
export function listOf<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.strictObject({ [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>);
}
