import { css, cx } from '@camperdeel/ui/styled-system/css';
import { switchControl } from '@camperdeel/ui/styled-system/recipes';
import { useState } from 'react';

export interface SwitchProps {
  /** What the switch turns on, e.g. 'Tonen in camper vinden'. */
  label: string;
  /** Keep the label for screen readers only (a switch in a table cell). */
  hideLabel?: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

const srOnly = css({ srOnly: true });

/** Ark's parts and states as attributes, so the recipe's `_checked`, `_disabled` and `_focusVisible` apply. */
function stateAttributes(checked: boolean, disabled: boolean | undefined, focusVisible: boolean) {
  return {
    'data-scope': 'switch',
    'data-state': checked ? 'checked' : 'unchecked',
    'data-disabled': disabled ? '' : undefined,
    'data-focus-visible': focusVisible ? '' : undefined,
  };
}

/**
 * An on/off switch: a label around a visually hidden checkbox (Space toggles it, a click on the label too), drawn
 * as a track and a thumb. Plain elements rather than Ark's switch, whose state machine per switch cost a list of
 * fifty campers more than the rest of their rows (docs/decisions/0105-light-list-rows.md).
 */
export function Switch({
  label,
  hideLabel = false,
  checked,
  onCheckedChange,
  disabled,
  name,
  className,
}: SwitchProps) {
  const classes = switchControl();
  const [focusVisible, setFocusVisible] = useState(false);
  const state = stateAttributes(checked, disabled, focusVisible);
  return (
    <label className={cx(classes.root, className)} data-part="root" {...state}>
      <span className={classes.control} data-part="control" aria-hidden="true" {...state}>
        <span className={classes.thumb} data-part="thumb" aria-hidden="true" {...state} />
      </span>
      <span className={hideLabel ? srOnly : classes.label} data-part="label" {...state}>
        {label}
      </span>
      <input
        type="checkbox"
        className={srOnly}
        checked={checked}
        disabled={disabled}
        name={name}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        // The ring only for the keyboard, as the browser decides for any control (:focus-visible).
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
    </label>
  );
}
