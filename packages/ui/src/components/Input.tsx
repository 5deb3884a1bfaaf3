import { Field as ArkField } from '@ark-ui/react/field';
import { cx } from '@camperdeel/ui/styled-system/css';
import { input } from '@camperdeel/ui/styled-system/recipes';
import { Field, type FieldOptions, splitFieldOptions, useFieldDescribedBy } from './Field.tsx';

export type InputProps = ArkField.InputProps;

/** A text input; inside a Field it picks up the label, hint and error wiring. */
export function Input({ className, ...rest }: InputProps) {
  const describedBy = useFieldDescribedBy();
  return <ArkField.Input className={cx(input(), className)} aria-describedby={describedBy} {...rest} />;
}

export interface InputFieldProps
  extends Omit<InputProps, 'required' | 'disabled' | 'readOnly'>,
    FieldOptions {
  fieldClassName?: string;
}

/** Field + Input in one: `<InputField label="Naam" required value={naam} onChange={…} error={fout} />`. */
export function InputField({ fieldClassName, ...props }: InputFieldProps) {
  const [options, inputProps] = splitFieldOptions(props);
  return (
    <Field {...options} className={fieldClassName}>
      <Input {...inputProps} />
    </Field>
  );
}
