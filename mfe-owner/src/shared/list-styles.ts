import { css } from '@camperdeel/ui/styled-system/css';

/** The owner cards' lists: one row under the other, a thin line between them. */
export const dividedList = css({
  display: 'flex',
  flexDirection: 'column',
  divideY: '1px',
  divideColor: 'border.default',
});

/** A row of such a list with an icon or actions beside its text. */
export const listRow = css({ display: 'flex', alignItems: 'center', gap: '3', py: '2.5' });
