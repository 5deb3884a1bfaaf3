import { Button } from '@camperdeel/ui/components/Button';
import { css } from '@camperdeel/ui/styled-system/css';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ApiFailure } from './failure.ts';
import type { ApiPage } from './queries.ts';

const count = new Intl.NumberFormat('nl-NL');

type MorePagesProps = {
  pages: UseInfiniteQueryResult<InfiniteData<ApiPage>, ApiFailure>;
  /** How many rows the pages loaded so far hold. */
  shown: number;
  /** What is counted, in the singular and the plural ('gebruiker', 'gebruikers'). */
  noun: readonly [string, string];
};

/** Under a paged list: how many of how many are shown, and 'Meer laden' while the server has more. */
export function MorePages({ pages, shown, noun }: MorePagesProps) {
  const first = pages.data?.pages[0];
  const total = first?.totaal ?? shown;
  const word = total === 1 ? noun[0] : noun[1];
  // A bounded count is a minimum: "50 van minstens 1.000", never a total that is too small.
  const atLeast = first?.totaal_is_ondergrens === true;
  return (
    <div className={styles.footer}>
      <p className={styles.count} aria-live="polite">
        {atLeast
          ? `${count.format(shown)} van minstens ${count.format(Math.max(total, shown))} ${noun[1]}`
          : shown < total
            ? `${count.format(shown)} van ${count.format(total)} ${word}`
            : `${count.format(total)} ${word}`}
      </p>
      {pages.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {pages.isFetchingNextPage ? 'Laden...' : 'Meer laden'}
        </Button>
      ) : null}
    </div>
  );
}

const styles = {
  footer: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '3',
    paddingTop: '3',
  }),
  count: css({ color: 'fg.muted', fontSize: 'sm' }),
};
