import { defineSlotRecipe } from '@pandacss/dev';

export const numberInputRecipe = defineSlotRecipe({
  className: 'number-input',
  slots: ['root', 'control', 'triggers', 'trigger'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    control: { position: 'relative', display: 'flex', alignItems: 'stretch' },
    triggers: {
      position: 'absolute',
      insetEnd: '1px',
      top: '1px',
      bottom: '1px',
      display: 'flex',
      flexDirection: 'column',
      borderStartWidth: '1px',
      borderColor: 'border.default',
    },
    trigger: {
      flex: '1',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle', color: 'fg.default' },
      _disabled: { opacity: 0.4, cursor: 'not-allowed' },
      '& svg': { w: '3.5', h: '3.5' },
      '&:first-of-type': { borderTopEndRadius: 'lg' },
      '&:last-of-type': { borderBottomEndRadius: 'lg', borderTopWidth: '1px', borderColor: 'border.default' },
    },
  },
});
