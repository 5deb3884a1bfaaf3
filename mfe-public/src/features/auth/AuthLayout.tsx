import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode, Ref } from 'react';

type AuthLayoutProps = {
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** A line above the heading, e.g. "Stap 2 van 3". */
  eyebrow?: string;
  children: ReactNode;
};

/** The card every /auth step sits in, under the wordmark and tagline of the landing page. */
export function AuthLayout({ heading, headingRef, eyebrow, children }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <p className={styles.wordmark}>Camperdeel</p>
        <p className={styles.tagline}>slim beleven</p>
      </div>
      <section className={styles.card}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        {children}
      </section>
    </main>
  );
}

const styles = {
  page: css({
    minH: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: { base: 'flex-start', md: 'center' },
    gap: '6',
    px: '4',
    py: { base: '8', md: '12' },
    bg: 'bg.canvas',
  }),
  brand: css({ textAlign: 'center' }),
  wordmark: css({
    fontFamily: 'heading',
    fontSize: '3xl',
    fontWeight: 'bold',
    letterSpacing: 'tight',
    color: 'brand.text',
    lineHeight: 'tight',
  }),
  tagline: css({ fontSize: 'sm', fontStyle: 'italic', color: 'fg.muted' }),
  card: css({
    w: 'full',
    maxW: 'md',
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'card',
    p: { base: '5', md: '8' },
  }),
  eyebrow: css({
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    mb: '-3',
  }),
  heading: css({
    fontFamily: 'heading',
    fontSize: '2xl',
    fontWeight: 'bold',
    lineHeight: 'tight',
    color: 'fg.default',
    _focus: { outline: 'none' },
  }),
};
