import { formatEuroInput, parseEuroInputToCents } from '@camperdeel/rules/money';
import { bedragSchema } from '@camperdeel/rules/schemas/invoices';
import { InputField } from '@camperdeel/ui/components/Input';
import { useState } from 'react';

/** The amount a form holds: the text as typed, and what it means (null when empty) or the Dutch reason it is wrong. */
export type AmountValue = { text: string; euro: number | null; error: string | null };

export const EMPTY_AMOUNT: AmountValue = { text: '', euro: null, error: null };

/** Reads typed or pasted text ('160,55', '160.55', '€ 1.234,50') with the server's own schema. */
export function readAmount(text: string): AmountValue {
  const parsed = bedragSchema.safeParse(text);
  if (parsed.success) return { text, euro: parsed.data ?? null, error: null };
  return { text, euro: null, error: parsed.error.issues[0]?.message ?? 'Ongeldig bedrag' };
}

/**
 * A plain text field, not a number field: a number field in a Dutch locale reads the point in a pasted '160.55' as a
 * thousands separator (€ 16.055,00) or drops the paste. Leaving the field shows the amount back as '160,55'.
 */
export function AmountField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: AmountValue;
  onChange: (value: AmountValue) => void;
}) {
  const [touched, setTouched] = useState(false);
  return (
    <InputField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      value={value.text}
      error={touched ? (value.error ?? undefined) : undefined}
      onChange={(e) => onChange(readAmount(e.currentTarget.value))}
      onBlur={() => {
        setTouched(true);
        const cents = parseEuroInputToCents(value.text);
        if (value.error === null && cents !== null) onChange(readAmount(formatEuroInput(cents)));
      }}
    />
  );
}
