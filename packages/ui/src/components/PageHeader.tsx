import { cx } from '@camperdeel/ui/styled-system/css';
import { pageHeader } from '@camperdeel/ui/styled-system/recipes';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's h1, e.g. 'Mijn Profiel'. */
  title: ReactNode;
  /** e.g. 'Beheer je persoonlijke gegevens'. */
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode;
  className?: string;
}

/** The title block at the top of a page, the same on every screen of every area. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  const classes = pageHeader();
  return (
    <div className={cx(classes.root, className)}>
      <div className={classes.text}>
        <h1 className={classes.title}>{title}</h1>
        {description ? <p className={classes.description}>{description}</p> : null}
      </div>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  );
}
