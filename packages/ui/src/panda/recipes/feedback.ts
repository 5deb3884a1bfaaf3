import { defineSlotRecipe } from '@pandacss/dev';

export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  slots: ['root', 'icon', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '2',
      px: '6',
      py: '10',
      color: 'fg.muted',
    },
    icon: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '12',
      h: '12',
      mb: '1',
      borderRadius: 'full',
      bg: 'bg.muted',
      color: 'sand.700',
      '& svg': { w: '6', h: '6' },
    },
    title: { fontFamily: 'heading', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' },
    description: { fontSize: 'sm', maxW: 'sm' },
    action: { mt: '3' },
  },
  variants: {
    tone: {
      neutral: {},
      danger: {
        root: { bg: 'danger.subtle', borderWidth: '1px', borderColor: 'danger.border', borderRadius: 'xl' },
        icon: { bg: 'red.100', color: 'danger.default' },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
});

export const loadingRecipe = defineSlotRecipe({
  className: 'loading',
  slots: ['root', 'label'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '3',
      py: '10',
      color: 'fg.muted',
      fontSize: 'sm',
    },
    label: {},
  },
});
