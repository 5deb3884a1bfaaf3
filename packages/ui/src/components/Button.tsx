import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from '@camperdeel/ui/styled-system/css';
import { type ButtonVariantProps, button } from '@camperdeel/ui/styled-system/recipes';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends HTMLArkProps<'button'>, ButtonVariantProps {
  /** Shows a spinner, disables the button and, when given, swaps the label for `busyLabel`. */
  busy?: boolean;
  /** Text while busy, e.g. 'Bezig met opslaan...'. */
  busyLabel?: string;
}

/**
 * A button in the Camperdeel style. `asChild` renders the child element instead (a router link, an <a>), with
 * the button's classes: `<Button asChild variant="hero"><Link to="/auth">…</Link></Button>`.
 */
export function Button(props: ButtonProps) {
  const [variants, { busy = false, busyLabel, className, children, disabled, type, ...rest }] =
    button.splitVariantProps(props);
  const content = busy ? (
    <>
      <Spinner size="sm" label={null} />
      {busyLabel ?? children}
    </>
  ) : (
    children
  );
  return (
    <ark.button
      type={rest.asChild ? undefined : (type ?? 'button')}
      className={cx(button(variants), className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {rest.asChild ? children : content}
    </ark.button>
  );
}
