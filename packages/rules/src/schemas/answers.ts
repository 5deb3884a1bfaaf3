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

/**
 * The success answers of the API (docs/product/api.md#api-contract-architecture-5, docs/product/api.md#co-owner-life-and-self-service-architecture-10), one schema per shape, used by the routes' OpenAPI
 * declarations. Every entity is described field by field with its exact type and is closed (`entity`): the
 * contract test parses the real answers of a seeded server with these schemas, so a schema cannot drift from its
 * route. The public camper is also parsed by its mapper (camper.ts).
 */

export const id = z.string();
export const isoDate = z.string().meta({ description: 'jjjj-mm-dd' });
export const timestamp = z.string().meta({ description: 'ISO 8601' });
export const count = z.number().int();
export const seizoen = z.enum(['hoogseizoen', 'laagseizoen']);
/** The only status a stored reservation has (the spec's column; cancelled ones are deleted). */
export const reservationStatus = z.literal('goedgekeurd');
export const season = z.strictObject({ hoogseizoen: count, laagseizoen: count });

/** The profile fields every member fills in (docs/product/admin.md#validation-spec-5), shared by the profile, admin and owner views. */
export const profileAnswerFields = {
  telefoonnummer: z.string().nullable(),
  beschrijving: z.string().nullable(),
  huisdieren: z.string().nullable(),
  allergieen_intolleranties: z.string().nullable(),
  aantal_familieleden: count.nullable(),
  profielfoto_url: z.string().nullable(),
};
export const failure = z.strictObject({ code: z.string(), message: z.string() });

/** `{ key: true }`-style confirmations (verstuurd, gewijzigd, bevestigd, …). */
export function confirmation<Key extends string>(key: Key) {
  return z.strictObject({ [key]: z.literal(true) } as Record<Key, z.ZodLiteral<true>>);
}
/** `{ key: id }` answers of deletes (verwijderd, ingetrokken, beeindigd). */
export function removed<Key extends string>(key: Key) {
  return z.strictObject({ [key]: z.string() } as Record<Key, z.ZodString>);
}

export const openApiDocumentSchema = z.looseObject({ openapi: z.string() });

/** `{ key: entity }`, the answer of a route about one thing. */
export function one<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.strictObject({ [key]: item } as Record<Key, Item>);
}
