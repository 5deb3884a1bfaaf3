import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * A react-hook-form resolver from a shared schema in packages/rules, so the form shows the server's own Dutch
 * messages on its fields. `toInput` turns what the fields hold (text, null for an emptied number) into what the
 * schema reads, when the two differ.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toInput?: (values: Values) => unknown,
): Resolver<Values, unknown, Output> {
  const checked = toInput ? z.preprocess((values) => toInput(values as Values), schema) : schema;
  // The resolver's types follow the schema's input; the form's own value type is what the fields hold.
  return zodResolver(checked as z.ZodType<Output, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    Output
  >;
}

/** The first message of a field, for the field's error line. */
export function fieldError<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: keyof Values & string,
): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Whether any field's message is `message` (the incomplete-upload text the spec shows as a toast). */
export function hasMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  message: string,
): boolean {
  return Object.values(errors).some(
    (e) => e && typeof e === 'object' && 'message' in e && e.message === message,
  );
}
