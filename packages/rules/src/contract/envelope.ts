import { z } from 'zod';

/** Every failure the API answers (architecture §5): `{ error: { code, message } }`, the message in Dutch. */
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
 * An answer whose fields are named but whose entries are open: documents the shape partners rely on without
 * freezing every column (new fields may be added; none is ever removed without a new path).
 */
export function entity<Shape extends z.core.$ZodLooseShape>(id: string, shape: Shape) {
  return z.looseObject(shape).meta({ id });
}

/** `{ [key]: entity[] }`, the list answer every collection route gives. */
export function listOf<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>);
}
