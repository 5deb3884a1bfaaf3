import { cx } from '@camperdeel/ui/styled-system/css';
import { emptyState } from '@camperdeel/ui/styled-system/recipes';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** e.g. 'Geen documenten beschikbaar' */
  title: ReactNode;
  description?: ReactNode;
  /** An icon element; defaults to an empty tray. */
  icon?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const classes = emptyState();
  return (
    <div className={cx(classes.root, className)}>
      <span className={classes.icon} aria-hidden="true">
        {icon ?? <Inbox />}
      </span>
      <p className={classes.title}>{title}</p>
      {description ? <p className={classes.description}>{description}</p> : null}
      {action ? <div className={classes.action}>{action}</div> : null}
    </div>
  );
}
