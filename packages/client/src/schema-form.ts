import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { type FieldValues, get, type Path, type UseFormProps, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiFailure } from './failure.ts';

type SchemaFormInput<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** The rules package's schema for this input: the form checks exactly what the server checks. */
  schema: S;
  /** Refusal codes that belong to one field (e.g. `invalid_input` → 'naam'): their message goes under it. */
  serverFields?: Partial<Record<string, Path<z.input<S>>>>;
};

type SchemaFormBusy = {
  /** The form is being sent (its submit button says 'Bezig met …'). */
  readonly busy: boolean;
};

/**
 * The one way to build a form: react-hook-form checked by the server's own zod schema; `fieldProps(name)` binds an
 * input to a field with its error line (`<InputField label="Naam" {...fieldProps('naam')} />`). `showServerError` puts a
 * refusal whose code names a field (`serverFields`) under that field and answers whether it did, so the form
 * mutation can stay silent for those and leave every other refusal to the failure policy's toast.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  serverFields = {},
  ...options
}: SchemaFormInput<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  const { setError } = form;
  const fieldsKey = JSON.stringify(serverFields);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mapping is compared by content, not identity
  const showServerError = useCallback(
    (failure: unknown): boolean => {
      const field = failure instanceof ApiFailure && failure.code ? serverFields[failure.code] : undefined;
      if (!field || !(failure instanceof ApiFailure)) return false;
      setError(field, { type: 'server', message: failure.message }, { shouldFocus: true });
      return true;
    },
    [setError, fieldsKey],
  );
  /** What binds a field component to one field: its registration, and its message as the field's error line. */
  const fieldProps = (name: Path<z.input<S>>) => {
    const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
    return { ...form.register(name), error: typeof message === 'string' ? message : undefined };
  };
  const schemaForm = Object.assign(form, { showServerError, fieldProps });
  // A getter, so only a form that reads `busy` re-renders when a submit starts and ends (react-hook-form subscribes
  // to the parts of formState read during render).
  return Object.defineProperty(schemaForm, 'busy', {
    get: () => form.formState.isSubmitting,
    configurable: true,
  }) as typeof schemaForm & SchemaFormBusy;
}

/**
 * A schema over what a form's fields hold (text as typed, null for an emptied number) when that differs from what
 * `schema` reads: `toInput` turns the one into the other before the check, so the fields still get the schema's
 * own messages.
 */
export function formSchema<V extends FieldValues, S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  toInput: (values: V) => unknown,
): z.ZodType<z.output<S>, V> {
  // The checked input is the fields' values; zod's preprocess types its input as unknown.
  return z.preprocess((values) => toInput(values as V), schema) as unknown as z.ZodType<z.output<S>, V>;
}

export type {
  Control,
  FieldErrors,
  FieldPath,
  FieldPathByValue,
  FieldValues,
} from 'react-hook-form';

/** For a field component of its own (an amount, a native select) bound to a schema form. */
export { Controller, useController, useFieldArray } from 'react-hook-form';
