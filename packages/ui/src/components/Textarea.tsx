import { Field as ArkField } from '@ark-ui/react/field';
import { cx } from '@camperdeel/ui/styled-system/css';
import { input } from '@camperdeel/ui/styled-system/recipes';
import { Field, type FieldOptions, splitFieldOptions, useFieldDescribedBy } from './Field.tsx';

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
export function TextareaField({ fieldClassName, ...props }: TextareaFieldProps) {
  const [options, textareaProps] = splitFieldOptions(props);
  return (
    <Field {...options} className={fieldClassName}>
      <Textarea {...textareaProps} />
    </Field>
  );
}
