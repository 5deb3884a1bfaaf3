import { defineRecipe } from '@pandacss/dev';

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    borderBlockEndColor: 'transparent',
    color: 'brand.default',
    animation: 'spin 0.7s linear infinite',
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { w: '4', h: '4', borderWidth: '2px' },
      md: { w: '6', h: '6', borderWidth: '2.5px' },
      lg: { w: '10', h: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
