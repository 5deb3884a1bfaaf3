import { defineSlotRecipe } from '@pandacss/dev';

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'card',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: { base: '4', md: '6' },
      pt: { base: '4', md: '6' },
    },
    title: { fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', px: { base: '4', md: '6' }, py: '4' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      justifyContent: 'flex-end',
      px: { base: '4', md: '6' },
      pb: { base: '4', md: '6' },
    },
  },
});
