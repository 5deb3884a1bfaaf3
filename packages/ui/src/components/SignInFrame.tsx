import { css, cx } from '@camperdeel/ui/styled-system/css';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

const styles = {
  page: css({
    minH: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: { base: 'flex-start', md: 'center' },
    gap: '6',
    px: '4',
    bg: 'bg.canvas',
  }),
  card: css({
    w: 'full',
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'card',
    p: { base: '5', md: '8' },
  }),
};

// The admin's login is a narrower card with more air around it than the members' steps.
const sizes = {
  sm: { page: css({ py: { base: '10', md: '12' } }), card: css({ maxW: 'sm', gap: '6' }) },
  md: { page: css({ py: { base: '8', md: '12' } }), card: css({ maxW: 'md', gap: '5' }) },
};

type SignInFrameProps = Omit<ComponentPropsWithoutRef<'section'>, 'className'> & {
  size: keyof typeof sizes;
  /** Above the card (the wordmark of the members' steps). */
  above?: ReactNode;
};

/**
 * The page of a sign-in screen (the members' /auth steps, the admin's login): one card on the canvas, centred from
 * tablet width and at the top on a phone, where the keyboard leaves room for it.
 */
export function SignInFrame({ size, above, children, ...card }: SignInFrameProps) {
  return (
    <main className={cx(styles.page, sizes[size].page)}>
      {above}
      <section className={cx(styles.card, sizes[size].card)} {...card}>
        {children}
      </section>
    </main>
  );
}
