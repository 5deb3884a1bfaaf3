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
  // An icon button has no room for a label: while busy it shows just the spinner (its aria-label stays).
  const busyContent =
    variants.size === 'icon' && busyLabel === undefined ? (
      <Spinner size="sm" label={null} />
    ) : (
      <>
        <Spinner size="sm" label={null} />
        {busyLabel ?? children}
      </>
    );
  const content = busy ? busyContent : children;
  const { asChild, ...own } = rest;
  const shared = {
    className: cx(button(variants), className),
    disabled: disabled || busy,
    'aria-busy': busy || undefined,
  };
  // Ark's factory only for `asChild` (it merges the button's props into the child): a plain button skips its prop
  // merging, which a list of fifty rows with five buttons each paid for on every render.
  if (asChild) {
    return (
      <ark.button asChild {...shared} {...own}>
        {children}
      </ark.button>
    );
  }
  return (
    <button type={type ?? 'button'} {...shared} {...own}>
      {content}
    </button>
  );
}
