import type { FieldErrors, FieldValues } from '@camperdeel/client/schema-form';

/** The first refusal in the form's order: a costs form says one thing at a time, by its save button. */
export function firstMessage<V extends FieldValues>(
  errors: FieldErrors<V>,
  order: readonly (keyof V & string)[],
): string | null {
  for (const name of order) {
    const message: unknown = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return null;
}
