import type { z } from 'zod';
import { firstIssueMessage } from '../src/schemas/common.ts';

/** The message the BFF would send for `input` refused by `schema`; an accepted input fails the test. */
export function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return firstIssueMessage(result.error);
}
