import { Field as ArkField } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { cx } from '@camperdeel/ui/styled-system/css';
import { field, input, select } from '@camperdeel/ui/styled-system/recipes';
import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useInDialog } from '../lib/dialog-layer.ts';
import { openOnArrowKeys } from '../lib/open-on-arrow-keys.ts';
import { useFieldDescribedBy } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label; leave out in a table cell and give `aria-label` instead. */
  label?: ReactNode;
  'aria-label'?: string;
  options: SelectOption[];
  /** Selected value, or null for none (shows the placeholder). */
  value: string | null;
  onValueChange: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Name for a surrounding <form> (a hidden native select carries the value). */
  name?: string;
  className?: string;
  /**
   * One of many, in the rows of a list: Ark's listbox, a state machine per select, is built when it is first used
   * and opens at once; until then the closed box is plain elements (docs/decisions/0105-light-list-rows.md).
   */
  inList?: boolean;
}

/** A list's select before its first use: the closed box, as SelectControl draws it, that builds the real one. */
function ClosedSelect({
  options,
  value,
  placeholder,
  'aria-label': ariaLabel,
  onOpen,
}: Pick<SelectProps, 'options' | 'value' | 'placeholder' | 'aria-label'> & { onOpen: () => void }) {
  const classes = select();
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={classes.root}>
      <div className={classes.control}>
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-label={ariaLabel}
          className={cx(input(), classes.trigger)}
          data-scope="select"
          data-part="trigger"
          onClick={onOpen}
          onKeyDown={openOnArrowKeys(onOpen)}
        >
          <span className={classes.valueText} data-placeholder-shown={chosen ? undefined : ''}>
            {chosen?.label ?? placeholder}
          </span>
          <span className={classes.indicator}>
            <ChevronDown aria-hidden="true" />
          </span>
        </button>
      </div>
    </div>
  );
}

function SelectControl({
  options,
  value,
  onValueChange,
  placeholder,
  name,
  label,
  'aria-label': ariaLabel,
  defaultOpen,
}: Omit<SelectProps, 'className' | 'required' | 'disabled' | 'hint' | 'error' | 'inList'> & {
  defaultOpen?: boolean;
}) {
  const classes = select();
  const describedBy = useFieldDescribedBy();
  // Portalled out of a modal dialog, the listbox would be aria-hidden and unclickable (Ark's advice: no portal there).
  const inDialog = useInDialog();
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        isItemDisabled: (o) => Boolean(o.disabled),
        itemToString: (o) => o.label,
      }),
    [options],
  );
  return (
    <ArkSelect.Root
      className={classes.root}
      collection={collection}
      value={value === null ? [] : [value]}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined) onValueChange(next);
      }}
      name={name}
      defaultOpen={defaultOpen}
      // The listbox is built when it opens: a table with a select per row would otherwise build them all.
      lazyMount
      unmountOnExit
      // Fixed inside a dialog, so the dialog's scrolling content does not clip the listbox.
      positioning={{ sameWidth: true, gutter: 4, strategy: inDialog ? 'fixed' : 'absolute' }}
    >
      {label ? <ArkSelect.Label className={field().label}>{label}</ArkSelect.Label> : null}
      <ArkSelect.Control className={classes.control}>
        <ArkSelect.Trigger
          className={cx(input(), classes.trigger)}
          aria-label={label ? undefined : ariaLabel}
          aria-describedby={describedBy}
        >
          <ArkSelect.ValueText className={classes.valueText} placeholder={placeholder} />
          <ArkSelect.Indicator className={classes.indicator}>
            <ChevronDown aria-hidden="true" />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal disabled={inDialog}>
        <ArkSelect.Positioner className={classes.positioner}>
          <ArkSelect.Content className={classes.content}>
            {collection.items.map((option) => (
              <ArkSelect.Item key={option.value} item={option} className={classes.item}>
                <ArkSelect.ItemText>{option.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={classes.itemIndicator}>
                  <Check aria-hidden="true" />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}

/** A dropdown (listbox) with typeahead and arrow keys; label, hint and error like the other fields. */
export function Select({
  className,
  required,
  disabled,
  placeholder = 'Maak een keuze',
  inList = false,
  ...rest
}: SelectProps) {
  const classes = field();
  const [used, setUsed] = useState(false);
  return (
    <ArkField.Root
      className={cx(classes.root, className)}
      invalid={Boolean(rest.error)}
      required={required}
      disabled={disabled}
    >
      {inList && !used && !disabled ? (
        <ClosedSelect
          options={rest.options}
          value={rest.value}
          placeholder={placeholder}
          aria-label={rest['aria-label']}
          onOpen={() => setUsed(true)}
        />
      ) : (
        <SelectControl placeholder={placeholder} defaultOpen={inList && used} {...rest} />
      )}
      {rest.hint ? <ArkField.HelperText className={classes.hint}>{rest.hint}</ArkField.HelperText> : null}
      {rest.error ? <ArkField.ErrorText className={classes.error}>{rest.error}</ArkField.ErrorText> : null}
    </ArkField.Root>
  );
}
