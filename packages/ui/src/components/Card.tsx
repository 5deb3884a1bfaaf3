import { cx } from '@camperdeel/ui/styled-system/css';
import { card } from '@camperdeel/ui/styled-system/recipes';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

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
  const titleId = useId();
  return (
    // The title names the section (a region landmark); an explicit aria-label or aria-labelledby in rest wins.
    <section
      className={cx(classes.root, className)}
      aria-labelledby={title && !rest['aria-label'] ? titleId : undefined}
      {...rest}
    >
      {media}
      {title || description ? (
        <header className={classes.header}>
          {title ? (
            <Heading id={titleId} className={classes.title}>
              {title}
            </Heading>
          ) : null}
          {description ? <p className={classes.description}>{description}</p> : null}
        </header>
      ) : null}
      {children ? <div className={classes.body}>{children}</div> : null}
      {footer ? <footer className={classes.footer}>{footer}</footer> : null}
    </section>
  );
}
