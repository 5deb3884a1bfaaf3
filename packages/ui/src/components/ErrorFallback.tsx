import { cx } from '@camperdeel/ui/styled-system/css';
import { emptyState } from '@camperdeel/ui/styled-system/recipes';
import { CloudOff, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

export interface ErrorFallbackProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Retry in progress: the button shows a spinner. */
  retrying?: boolean;
  className?: string;
}

/**
 * A calm panel for a part of the page that failed (a remote that did not load, a request that failed), with a
 * retry button. The rest of the page keeps working around it.
 */
export function ErrorFallback({
  title = 'Er ging iets mis',
  description = 'Probeer het later opnieuw.',
  onRetry,
  retryLabel = 'Opnieuw proberen',
  retrying = false,
  className,
}: ErrorFallbackProps) {
  const classes = emptyState({ tone: 'danger' });
  return (
    <div role="alert" className={cx(classes.root, className)}>
      <span className={classes.icon} aria-hidden="true">
        <CloudOff />
      </span>
      <p className={classes.title}>{title}</p>
      {description ? <p className={classes.description}>{description}</p> : null}
      {onRetry ? (
        <div className={classes.action}>
          <Button variant="outline" onClick={onRetry} busy={retrying}>
            <RotateCcw aria-hidden="true" />
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
