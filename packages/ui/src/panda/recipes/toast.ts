import { defineSlotRecipe } from '@pandacss/dev';

export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  slots: ['group', 'root', 'icon', 'text', 'title', 'description', 'close'],
  base: {
    group: { zIndex: 'toast' },
    // Ark positions and stacks the toasts through these CSS variables.
    // A toast never blocks what lies beneath it: clicks pass through to the page (only its close button takes
    // them), and without pointer events a hover cannot pause it either.
    root: {
      // !important: zag sets pointer-events: auto inline on every toast.
      pointerEvents: 'none !important',
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: { base: 'calc(100vw - 2rem)', sm: 'sm' },
      p: '4',
      pe: '10',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderInlineStartWidth: '4px',
      borderRadius: 'lg',
      boxShadow: 'lg',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms, box-shadow 200ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: {
        transition: 'translate 400ms, scale 400ms, opacity 200ms',
        transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)',
      },
      '&[data-type=success]': { borderInlineStartColor: 'success.default' },
      '&[data-type=error]': { borderInlineStartColor: 'danger.default' },
      '&[data-type=info]': { borderInlineStartColor: 'info.default' },
    },
    icon: {
      flexShrink: 0,
      mt: '0.5',
      '& svg': { w: '5', h: '5' },
      '[data-type=success] &': { color: 'success.default' },
      '[data-type=error] &': { color: 'danger.default' },
      '[data-type=info] &': { color: 'info.default' },
    },
    text: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    close: { position: 'absolute', top: '2', insetEnd: '2', pointerEvents: 'auto !important' },
  },
});
