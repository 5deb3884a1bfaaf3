import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and link-buttons: solid, outline, ghost, danger, and outlined on a dark hero image',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontFamily: 'body',
    fontWeight: 'semibold',
    lineHeight: 'none',
    borderRadius: 'lg',
    borderWidth: '1.5px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
    _active: { transform: 'translateY(1px)' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed', _active: { transform: 'none' } },
    '& svg': { width: '1.15em', height: '1.15em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'brand.default',
        color: 'brand.fg',
        _hover: { bg: 'brand.emphasized' },
      },
      outline: {
        bg: 'bg.surface',
        color: 'brand.text',
        borderColor: 'border.strong',
        _hover: { bg: 'brand.subtle', borderColor: 'brand.default' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { bg: 'bg.subtle' },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        _hover: { bg: 'danger.emphasized' },
      },
      // Outlined, light-on-dark: the landing page buttons over the hero photo.
      hero: {
        bg: 'rgba(255, 255, 255, 0.06)',
        color: 'fg.onHero',
        borderColor: 'rgba(251, 248, 242, 0.85)',
        backdropFilter: 'blur(4px)',
        _hover: { bg: 'rgba(255, 255, 255, 0.18)', borderColor: 'white' },
        _focusVisible: { boxShadow: '0 0 0 3px rgba(251, 248, 242, 0.6)' },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm', borderRadius: 'md' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
      icon: { h: '10', w: '10', px: '0', fontSize: 'md' },
    },
    fullWidth: {
      true: { w: 'full' },
      false: {},
    },
  },
  defaultVariants: { variant: 'solid', size: 'md', fullWidth: false },
  staticCss: ['*'],
});
