/** The part of a zod schema a form needs; keeps this module free of a direct zod dependency (pure: no I/O). */
export type FormSchema<Output> = {
  safeParse(values: unknown):
    | { success: true; data: Output }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
};

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type Validation<Values, Output> =
  | { ok: true; data: Output }
  | { ok: false; errors: FieldErrors<Values> };

/**
 * Runs a form's values through the shared schema from packages/rules; keeps the first Dutch message per field.
 * `input` is what is checked when the form converts its values first (e.g. empty numbers left out).
 */
export function validateForm<Values extends Record<string, unknown>, Output>(
  schema: FormSchema<Output>,
  values: Values,
  input: unknown = values,
): Validation<Values, Output> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<Values> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in values)) continue;
    const key = field as keyof Values & string;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
