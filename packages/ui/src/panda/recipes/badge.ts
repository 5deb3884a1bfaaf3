import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    h: '6',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderColor: 'transparent',
    '& svg': { width: '0.9rem', height: '0.9rem' },
  },
  variants: {
    tone: {
      neutral: { bg: 'muted.subtle', color: 'muted.text', borderColor: 'border.default' },
      brand: { bg: 'brand.subtle', color: 'brand.text', borderColor: 'brand.muted' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.border' },
      warning: { bg: 'warning.subtle', color: 'warning.text' },
      info: { bg: 'info.subtle', color: 'info.text' },
      accent: { bg: 'accent.subtle', color: 'accent.text' },
      hoogseizoen: { bg: 'season.hoog', color: 'season.hoogText', borderColor: 'season.hoogBorder' },
      laagseizoen: { bg: 'season.laag', color: 'season.laagText', borderColor: 'season.laagBorder' },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
});
