import type { FieldErrors, FieldValues } from '@camperdeel/client/schema-form';

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
