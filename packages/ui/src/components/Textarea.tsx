import { Field as ArkField } from '@ark-ui/react/field';
import { cx } from '@camperdeel/ui/styled-system/css';
import { input } from '@camperdeel/ui/styled-system/recipes';
import { Field, type FieldOptions, useFieldDescribedBy } from './Field.tsx';

export type TextareaProps = ArkField.TextareaProps;

export function Textarea({ className, rows = 4, ...rest }: TextareaProps) {
  const describedBy = useFieldDescribedBy();
  return (
    <ArkField.Textarea
      className={cx(input({ multiline: true }), className)}
      rows={rows}
      aria-describedby={describedBy}
      {...rest}
    />
  );
}

export interface TextareaFieldProps
  extends Omit<TextareaProps, 'required' | 'disabled' | 'readOnly'>,
    FieldOptions {
  fieldClassName?: string;
}

/** Field + Textarea in one (4 rows by default, as the profile's Beschrijving). */
export function TextareaField({
  label,
  hint,
  error,
  required,
  disabled,
  readOnly,
  fieldClassName,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={fieldClassName}
    >
      <Textarea {...textareaProps} />
    </Field>
  );
}
