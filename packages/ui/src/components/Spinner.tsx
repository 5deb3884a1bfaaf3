import { css, cx } from '@camperdeel/ui/styled-system/css';
import { loading, type SpinnerVariantProps, spinner } from '@camperdeel/ui/styled-system/recipes';

export interface SpinnerProps extends SpinnerVariantProps {
  /** Read by screen readers; null when a surrounding label already says it (a busy button). */
  label?: string | null;
  className?: string;
}

export function Spinner({ label = 'Laden...', size, className }: SpinnerProps) {
  if (label === null) return <span className={cx(spinner({ size }), className)} aria-hidden="true" />;
  return (
    <span role="status" className={css({ display: 'inline-flex' })}>
      <span className={cx(spinner({ size }), className)} aria-hidden="true" />
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  );
}

export interface LoadingProps {
  /** Visible text next to the spinner. */
  label?: string;
  className?: string;
}

/** A centred spinner with text, for a page or a panel that is still loading. */
export function Loading({ label = 'Laden...', className }: LoadingProps) {
  const classes = loading();
  return (
    <div role="status" aria-live="polite" className={cx(classes.root, className)}>
      <span className={spinner({ size: 'md' })} aria-hidden="true" />
      <span className={classes.label}>{label}</span>
    </div>
  );
}
