import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from '@camperdeel/client/schema-form';
import { formatEuroInput, parseEuroInputToCents } from '@camperdeel/rules/money';
import { bedragSchema } from '@camperdeel/rules/schemas/invoices';
import { InputField } from '@camperdeel/ui/components/Input';

/** The amount a form holds: the text as typed, and what it means (null when empty) or the Dutch reason it is wrong. */
export type AmountValue = { text: string; euro: number | null; error: string | null };

/** Reads typed or pasted text ('160,55', '160.55', '€ 1.234,50') with the server's own schema. */
export function readAmount(text: string): AmountValue {
  const parsed = bedragSchema.safeParse(text);
  if (parsed.success) return { text, euro: parsed.data ?? null, error: null };
  return { text, euro: null, error: parsed.error.issues[0]?.message ?? 'Ongeldig bedrag' };
}

/** The text shown back after leaving the field: '160.55' and '160,55' both read '160,55'; anything else stays. */
export function amountShownBack(text: string): string {
  const cents = readAmount(text).error === null ? parseEuroInputToCents(text) : null;
  return cents === null ? text : formatEuroInput(cents);
}

/**
 * A plain text field, not a number field: a number field in a Dutch locale reads the point in a pasted '160.55' as a
 * thousands separator (€ 16.055,00) or drops the paste. The form keeps the text; the shared schema reads it on
 * submit. Leaving the field shows the amount back as '160,55'.
 */
export function AmountField<Values extends FieldValues, Output>({
  label,
  name,
  control,
  required,
}: {
  label: string;
  name: FieldPathByValue<Values, string>;
  control: Control<Values, unknown, Output>;
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <InputField
      label={label}
      required={required}
      name={field.name}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      value={text}
      error={fieldState.error?.message ?? (fieldState.isTouched ? readAmount(text).error : null) ?? undefined}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={() => {
        field.onChange(amountShownBack(text));
        field.onBlur();
      }}
    />
  );
}
