import {
  type Control,
  type FieldPath,
  type FieldValues,
  useController,
} from '@camperdeel/client/schema-form';
import { SelectField } from './SelectField.tsx';

/** A SelectField bound to a react-hook-form field, its error line fed by the shared schema's message. */
export function FormSelect<Values extends FieldValues, Output>({
  control,
  name,
  quietMessage,
  ...rest
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  hint?: string;
  /** A message the form shows elsewhere (the incomplete-upload toast), so the field does not repeat it. */
  quietMessage?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...rest}
      name={name}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onValueChange={field.onChange}
      error={fieldState.error?.message === quietMessage ? undefined : fieldState.error?.message}
    />
  );
}
