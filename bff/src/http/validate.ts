import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { apiFailure } from './api-error.ts';

/**
 * The one way routes validate input: `validate('json', schema)` (or 'query', 'param', 'form'). A failure is a
 * 400 `invalid_input` carrying the first Dutch message of the schema; malformed JSON becomes 400 `invalid_json`
 * in the app's error handler. Read the result with `c.req.valid(target)`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const message = result.error.issues[0]?.message;
    throw apiFailure('invalid_input', message ? { message } : {});
  });
}
