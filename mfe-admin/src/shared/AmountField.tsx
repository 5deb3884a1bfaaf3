import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from '@camperdeel/client/schema-form';
import { formatEuroInput, parseSignedEuroInputToCents } from '@camperdeel/rules/money';
import { bedragSchema } from '@camperdeel/rules/schemas/invoices';
import { InputField } from '@camperdeel/ui/components/Input';

/** The amount a form holds: the text as typed, and what it means (null when empty) or the Dutch reason it is wrong. */
export type AmountValue = { text: string; euro: number | null; error: string | null };

const NOT_NEGATIVE_MESSAGE = 'Bedrag mag niet negatief zijn';

/**
 * Reads typed or pasted text ('160,55', '160.55', '€ 1.234,50', and '-12,50' where a credit note is allowed) with the
 * server's own schema.
 */
export function readAmount(text: string, allowNegative = false): AmountValue {
  const parsed = bedragSchema.safeParse(text);
  if (parsed.success) {
    const euro = parsed.data ?? null;
    if (!allowNegative && euro !== null && euro < 0) return { text, euro: null, error: NOT_NEGATIVE_MESSAGE };
    return { text, euro, error: null };
  }
  return { text, euro: null, error: parsed.error.issues[0]?.message ?? 'Ongeldig bedrag' };
}

/** The text shown back after leaving the field: '160.55' and '160,55' both read '160,55'; anything else stays. */
export function amountShownBack(text: string, allowNegative = false): string {
  const cents = readAmount(text, allowNegative).error === null ? parseSignedEuroInputToCents(text) : null;
  return cents === null ? text : formatEuroInput(cents);
}

/**
 * A plain text field, not a number field: a number field in a Dutch locale reads the point in a pasted '160.55' as a
 * thousands separator (€ 16.055,00) or drops the paste. The form keeps the text; the shared schema reads it on
 * submit. Leaving the field shows the amount back as '160,55'. Only an invoice may be negative (a credit note).
 */
export function AmountField<Values extends FieldValues, Output>({
  label,
  name,
  control,
  required,
  allowNegative = false,
}: {
  label: string;
  name: FieldPathByValue<Values, string>;
  control: Control<Values, unknown, Output>;
  required?: boolean;
  allowNegative?: boolean;
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
      error={
        fieldState.error?.message ??
        (fieldState.isTouched ? readAmount(text, allowNegative).error : null) ??
        undefined
      }
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={() => {
        field.onChange(amountShownBack(text, allowNegative));
        field.onBlur();
      }}
    />
  );
}
