import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import { cx } from '@camperdeel/ui/styled-system/css';
import { field } from '@camperdeel/ui/styled-system/recipes';
import type { ReactNode } from 'react';

export interface FieldOptions {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the control, e.g. 'E-mailadres kan niet worden gewijzigd'. */
  hint?: ReactNode;
  /** Error text; when set the field is marked invalid and the text is announced with the control. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

export interface FieldProps extends FieldOptions {
  /** One field-aware control: Input, Textarea (or Ark's Field.Input / Field.Textarea / Field.Select). */
  children: ReactNode;
  className?: string;
}

/**
 * Label, hint and error around a control, wired together for screen readers (label for, aria-describedby,
 * aria-invalid). Use Input / Textarea inside, or the ready-made InputField / TextareaField.
 */
export function Field({ label, hint, error, required, disabled, readOnly, children, className }: FieldProps) {
  const classes = field();
  return (
    <ArkField.Root
      className={cx(classes.root, className)}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <ArkField.Label className={classes.label}>
        {label}
        <ArkField.RequiredIndicator className={classes.requiredIndicator} aria-hidden="true">
          *
        </ArkField.RequiredIndicator>
      </ArkField.Label>
      {children}
      {hint ? <ArkField.HelperText className={classes.hint}>{hint}</ArkField.HelperText> : null}
      {error ? <ArkField.ErrorText className={classes.error}>{error}</ArkField.ErrorText> : null}
    </ArkField.Root>
  );
}

/** Splits a ready-made field's props into the Field's own options and the props of the control inside it. */
export function splitFieldOptions<T extends FieldOptions>(
  props: T,
): [FieldOptions, Omit<T, keyof FieldOptions>] {
  const { label, hint, error, required, disabled, readOnly, ...control } = props;
  return [{ label, hint, error, required, disabled, readOnly }, control];
}

/**
 * aria-describedby for a control inside a Field: the hint and, while invalid, the error. Ark links the error only
 * through aria-errormessage, which several screen readers still ignore; describedby is read everywhere.
 */
export function useFieldDescribedBy(): string | undefined {
  const context = useFieldContext();
  if (!context) return undefined;
  const ids = [context.ariaDescribedby, context.invalid ? context.ids.errorText : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
