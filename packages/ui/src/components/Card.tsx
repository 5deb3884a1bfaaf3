import { cx } from '@camperdeel/ui/styled-system/css';
import { card } from '@camperdeel/ui/styled-system/recipes';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Card heading; also names the section for screen readers. */
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title (default h2). */
  headingLevel?: 2 | 3 | 4;
  /** Right-aligned row under the body, for buttons. */
  footer?: ReactNode;
  /** Shown above the header, edge to edge (a photo). */
  media?: ReactNode;
}

export function Card({
  title,
  description,
  headingLevel = 2,
  footer,
  media,
  children,
  className,
  ...rest
}: CardProps) {
  const classes = card();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(classes.root, className)} {...rest}>
      {media}
      {title || description ? (
        <header className={classes.header}>
          {title ? <Heading className={classes.title}>{title}</Heading> : null}
          {description ? <p className={classes.description}>{description}</p> : null}
        </header>
      ) : null}
      {children ? <div className={classes.body}>{children}</div> : null}
      {footer ? <footer className={classes.footer}>{footer}</footer> : null}
    </section>
  );
}
