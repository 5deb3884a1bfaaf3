import { defineSlotRecipe } from '@pandacss/dev';

export const pageHeaderRecipe = defineSlotRecipe({
  className: 'page-header',
  slots: ['root', 'text', 'title', 'description', 'actions'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      gap: '3',
      mb: { base: '4', md: '6' },
    },
    text: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    title: {
      fontFamily: 'heading',
      fontSize: { base: '2xl', md: '3xl' },
      fontWeight: 'bold',
      letterSpacing: 'tight',
      lineHeight: 'tight',
      color: 'fg.default',
    },
    description: { fontSize: { base: 'sm', md: 'md' }, color: 'fg.muted' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2' },
  },
});
