import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { switchControl } from '@camperdeel/ui/styled-system/recipes';

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

/** An on/off switch (role switch, Space toggles). */
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
  return (
    <ArkSwitch.Root
      className={cx(classes.root, className)}
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      disabled={disabled}
      name={name}
    >
      <ArkSwitch.Control className={classes.control}>
        <ArkSwitch.Thumb className={classes.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={hideLabel ? srOnly : classes.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput />
    </ArkSwitch.Root>
  );
}
