import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { input, numberInput } from '@camperdeel/ui/styled-system/recipes';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { Field, type FieldOptions, splitFieldOptions, useFieldDescribedBy } from './Field.tsx';

export interface NumberInputProps extends FieldOptions {
  /** The number, or null when the field is empty (e.g. aantal_familieleden left blank). */
  value: number | null;
  onValueChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** 1 by default; 0.01 for amounts in euro. */
  step?: number;
  /** Digits after the comma (0 for whole numbers). */
  fractionDigits?: number;
  name?: string;
  placeholder?: string;
  incrementLabel?: string;
  decrementLabel?: string;
  className?: string;
}

/** How a number shows in a Dutch number field: comma decimals, no thousands separator. */
export function formatNumberNl(value: number | null, fractionDigits = 0): string {
  if (value === null || Number.isNaN(value)) return '';
  return new Intl.NumberFormat('nl-NL', { useGrouping: false, maximumFractionDigits: fractionDigits }).format(
    value,
  );
}

function NumberControl({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  fractionDigits = 0,
  name,
  placeholder,
  incrementLabel,
  decrementLabel,
}: Omit<NumberInputProps, keyof FieldOptions | 'className'>) {
  const describedBy = useFieldDescribedBy();
  // The field edits text ('12,'), the caller holds a number; re-sync only when the caller's number moves.
  const [text, setText] = useState(() => formatNumberNl(value, fractionDigits));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(formatNumberNl(value, fractionDigits));
  }
  const classes = numberInput();
  return (
    <ArkNumberInput.Root
      className={classes.root}
      value={text}
      onValueChange={(details) => {
        const next = Number.isNaN(details.valueAsNumber) ? null : details.valueAsNumber;
        setText(details.value);
        setLastValue(next);
        onValueChange(next);
      }}
      min={min}
      max={max}
      step={step}
      locale="nl-NL"
      formatOptions={{ useGrouping: false, maximumFractionDigits: fractionDigits }}
      name={name}
      allowMouseWheel={false}
      translations={{
        incrementLabel: incrementLabel ?? 'Verhogen',
        decrementLabel: decrementLabel ?? 'Verlagen',
      }}
    >
      <ArkNumberInput.Control className={classes.control}>
        <ArkNumberInput.Input
          className={cx(input(), css({ pe: '10' }))}
          placeholder={placeholder}
          aria-describedby={describedBy}
        />
        <div className={classes.triggers}>
          <ArkNumberInput.IncrementTrigger className={classes.trigger}>
            <ChevronUp aria-hidden="true" />
          </ArkNumberInput.IncrementTrigger>
          <ArkNumberInput.DecrementTrigger className={classes.trigger}>
            <ChevronDown aria-hidden="true" />
          </ArkNumberInput.DecrementTrigger>
        </div>
      </ArkNumberInput.Control>
    </ArkNumberInput.Root>
  );
}

/** A labelled number field with up/down buttons and arrow-key stepping; Dutch decimal comma. */
export function NumberInput({ className, ...props }: NumberInputProps) {
  const [options, controlProps] = splitFieldOptions(props);
  return (
    <Field {...options} className={className}>
      <NumberControl {...controlProps} />
    </Field>
  );
}
