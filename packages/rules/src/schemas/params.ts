import { z } from 'zod';

/**
 * Path parameters. Every id the BFF issues is a UUID (`randomUUID`), except a session's public id (16 random bytes
 * in hex, migrations 0007). The route that validates with these answers a value of the wrong form exactly like an
 * unknown id (its own 404 and Dutch message, `validate('param', schema, { invalid })`), so a probe cannot tell a
 * malformed id from someone else's.
 */
const uuid = z.uuid().meta({ description: 'UUID' });
const sessionId = z
  .string()
  .regex(/^[0-9a-f]{32}$/)
  .meta({ description: 'Openbare sessie-id: 32 hexadecimale tekens' });

/** `/:id` of any resource. */
export const idParamSchema = z.object({ id: uuid });
/** `/campers/:id/owners/:userId`. */
export const ownerParamSchema = z.object({ id: uuid, userId: uuid });
/** `/me/sessions/:id`. */
export const sessionParamSchema = z.object({ id: sessionId });
