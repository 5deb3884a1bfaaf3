import { SignInFrame } from '@camperdeel/ui/components/SignInFrame';
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
    <SignInFrame
      size="md"
      above={
        <div className={styles.brand}>
          <p className={styles.wordmark}>Camperdeel</p>
          <p className={styles.tagline}>slim beleven</p>
        </div>
      }
    >
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      {children}
    </SignInFrame>
  );
}

const styles = {
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
