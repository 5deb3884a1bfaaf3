import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'requiredIndicator', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      _disabled: { opacity: 0.6 },
    },
    requiredIndicator: { color: 'danger.default', ms: '0.5' },
    hint: { fontSize: 'xs', color: 'fg.muted' },
    error: { fontSize: 'xs', fontWeight: 'medium', color: 'danger.text' },
  },
});

// Shared by Input, Textarea, the NumberInput's input and the Select trigger so every control lines up.
export const inputRecipe = defineRecipe({
  className: 'input',
  base: {
    w: 'full',
    minH: '11',
    px: '3',
    py: '2',
    fontFamily: 'body',
    fontSize: 'md',
    lineHeight: 'snug',
    color: 'fg.default',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'lg',
    outline: 'none',
    appearance: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'stone.400' },
    _focusVisible: { borderColor: 'border.focus', boxShadow: 'focusRing' },
    _focus: { borderColor: 'border.focus' },
    // Not Panda's _invalid: it includes the native :invalid, which marks every empty required field red before
    // the user typed anything. Ark's Field sets data-invalid / aria-invalid only when the form says so.
    '&[data-invalid], &[aria-invalid=true]': {
      borderColor: 'danger.default',
      _focusVisible: { boxShadow: '0 0 0 3px {colors.red.200}' },
    },
    // A native <select> (the admin's dialog forms) keeps looking like a dropdown once `appearance: none` took the
    // browser's arrow: the ui Select's chevron (lucide ChevronDown, stone-500), room for it, and a pointer.
    '&:is(select)': {
      pr: '10',
      cursor: 'pointer',
      bgImage:
        "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2378716c' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      bgRepeat: 'no-repeat',
      bgPosition: 'right 0.75rem center',
      bgSize: '1rem',
    },
    _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'bg.subtle' },
    // Not _readOnly: its :read-only also matches every <button>, such as the Select trigger.
    '&:is([readonly], [data-readonly], [aria-readonly=true])': {
      bg: 'bg.subtle',
      color: 'fg.muted',
      cursor: 'default',
    },
  },
  variants: {
    multiline: {
      true: { minH: '24', resize: 'vertical' },
      false: {},
    },
  },
  defaultVariants: { multiline: false },
  staticCss: ['*'],
});
