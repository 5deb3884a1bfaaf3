import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  slots: ['root', 'image', 'fallback'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'brand.muted',
      color: 'brand.text',
      fontWeight: 'semibold',
      userSelect: 'none',
    },
    image: { w: 'full', h: 'full', objectFit: 'cover' },
    fallback: { textTransform: 'uppercase', lineHeight: 'none' },
  },
  variants: {
    size: {
      sm: { root: { w: '8', h: '8', fontSize: 'sm' } },
      md: { root: { w: '10', h: '10', fontSize: 'md' } },
      lg: { root: { w: '14', h: '14', fontSize: 'xl' } },
      xl: { root: { w: '24', h: '24', fontSize: '3xl' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
