import { Field as ArkField } from '@ark-ui/react/field';
import { Field } from '@camperdeel/ui/components/Field';
import { input } from '@camperdeel/ui/styled-system/recipes';
import type { ReactNode } from 'react';

/**
 * A native dropdown with label, hint and error, for the admin's dialog forms. The ui Select now works inside a
 * Dialog too, but the native select suits tablets (the device's own picker) and the admin e2e specs fill these
 * fields as native selects; swapping means rewriting those specs along with it.
 */
export function SelectField({
  label,
  name,
  options,
  value,
  onValueChange,
  placeholder,
  required,
  error,
  hint,
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** Shown (and not selectable) while nothing is chosen. */
  placeholder?: string;
  required?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      <ArkField.Select
        name={name}
        className={input()}
        value={value ?? ''}
        onChange={(e) => onValueChange(e.currentTarget.value)}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </ArkField.Select>
    </Field>
  );
}
