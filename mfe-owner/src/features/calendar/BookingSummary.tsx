import { css } from '@camperdeel/ui/styled-system/css';
import type { BookingSummary as Summary } from './booking-selection.ts';

/**
 * What the booking will cost and leave, read before confirming; a warning when the server will refuse it (credits,
 * the fair-use rule). A polite live region: the owner hears the new numbers after each tap.
 */
export function BookingSummary({ summary }: { summary: Summary | null }) {
  return (
    <div aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      {summary ? (
        <>
          <p data-testid="booking-summary" className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
            {summary.text}
          </p>
          {summary.warning ? (
            <p className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: 'medium' })}>
              {summary.warning}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
