import { defineSlotRecipe } from '@pandacss/dev';

export const carouselRecipe = defineSlotRecipe({
  className: 'carousel',
  slots: ['root', 'viewport', 'slide', 'controls', 'prev', 'next', 'dots', 'dot', 'position'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      w: 'full',
      outline: 'none',
    },
    viewport: { position: 'relative', w: 'full', touchAction: 'pan-y' },
    slide: {
      w: 'full',
      _hidden: { display: 'none' },
      animation: 'fadeIn 240ms ease-out',
      _motionReduce: { animation: 'none' },
    },
    controls: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '4' },
    prev: {},
    next: {},
    dots: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '1', flexWrap: 'wrap' },
    // Many slides: where the visitor is ('3 van 8.009') instead of a dot per slide.
    position: {
      minW: '8rem',
      textAlign: 'center',
      fontSize: 'sm',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
    },
    // The dot is drawn small inside a 24px hit area for thumbs.
    dot: {
      position: 'relative',
      w: '6',
      h: '6',
      borderRadius: 'full',
      cursor: 'pointer',
      _before: {
        content: '""',
        position: 'absolute',
        inset: '0',
        m: 'auto',
        w: '2.5',
        h: '2.5',
        borderRadius: 'full',
        bg: 'border.strong',
        transition: 'background-color 160ms, width 160ms',
      },
      _hover: { _before: { bg: 'stone.400' } },
      _current: { _before: { bg: 'brand.default', w: '5' } },
      _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
    },
  },
});
