import { cx } from '@camperdeel/ui/styled-system/css';
import { appHeader } from '@camperdeel/ui/styled-system/recipes';
import { Caravan } from 'lucide-react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

export interface AppHeaderProps {
  title?: string;
  tagline?: string;
  /** The area navigation next to the brand, e.g. a HeaderNav (shown from `md` up). */
  nav?: ReactNode;
  /** Buttons on the right (e.g. the logout icon button). */
  actions?: ReactNode;
  /**
   * A link element for the brand, e.g. `<Link to="/" />` from the router or `<a href="/" />`; it receives the
   * brand's class and content. Without it the brand is plain text.
   */
  brandLink?: ReactElement<{ className?: string; children?: ReactNode }>;
  /** Content under the bar, e.g. an admin tab navigation. */
  children?: ReactNode;
  className?: string;
}

/** Sticky top bar: logo mark, brand title and tagline, and an action slot. */
export function AppHeader({
  title = 'Camperdeel',
  tagline = 'slim beleven',
  nav,
  actions,
  brandLink,
  children,
  className,
}: AppHeaderProps) {
  const classes = appHeader();
  const brand = (
    <>
      <span className={classes.mark} aria-hidden="true">
        <Caravan />
      </span>
      <span>
        <span className={classes.title}>{title}</span>
        {tagline ? <span className={classes.tagline}>{tagline}</span> : null}
      </span>
    </>
  );
  return (
    <header className={cx(classes.root, className)}>
      <div className={classes.inner}>
        {brandLink ? (
          cloneElement(brandLink, {
            className: cx(classes.brand, brandLink.props.className),
            children: brand,
          })
        ) : (
          <div className={classes.brand}>{brand}</div>
        )}
        {nav}
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}
