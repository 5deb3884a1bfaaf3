import { startTransition, useEffect, useState } from 'react';

/**
 * The rows to render now: when the list starts with another row than before (a new search, another list), only its
 * first `first` rows, and the rest in a transition right after, so what is on screen changes as soon as it can and
 * typing stays responsive while the rows below are built. Rows added at the end ('Meer laden') render at once.
 */
export function useFirstRowsFirst<Row>(rows: Row[], keyOf: (row: Row) => string, first: number): Row[] {
  const head = rows.length > 0 ? keyOf(rows[0] as Row) : null;
  const [shownHead, setShownHead] = useState(head);
  const [limit, setLimit] = useState(Number.POSITIVE_INFINITY);
  if (head !== shownHead) {
    // Derived from the rows during render (React's pattern for state that follows a prop), not in an effect.
    setShownHead(head);
    setLimit(first);
  }
  useEffect(() => {
    if (limit !== Number.POSITIVE_INFINITY) startTransition(() => setLimit(Number.POSITIVE_INFINITY));
  }, [limit]);
  return rows.length > limit ? rows.slice(0, limit) : rows;
}
