import { defineSlotRecipe } from '@pandacss/dev';

export const detailListRecipe = defineSlotRecipe({
  className: 'detail-list',
  slots: ['root', 'item', 'term', 'value'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
      columnGap: '6',
      rowGap: { base: '0', sm: '2' },
      fontSize: 'sm',
    },
    // display: contents lets each term/value pair join the grid while staying one <div> group in the markup.
    item: { display: 'contents' },
    term: { color: 'fg.muted', fontWeight: 'medium', pt: { base: '2', sm: '0' } },
    value: { color: 'fg.default', m: '0', overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  },
});
