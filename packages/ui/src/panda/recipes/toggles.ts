import { defineSlotRecipe } from '@pandacss/dev';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { opacity: 0.5 },
    },
    control: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      w: '10',
      h: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'stone.300',
      transition: 'background-color 160ms',
      _checked: { bg: 'brand.default' },
      _focusVisible: { boxShadow: 'focusRing' },
    },
    thumb: {
      w: '5',
      h: '5',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'transform 160ms',
      _checked: { transform: 'translateX(1rem)' },
    },
    label: { fontSize: 'sm' },
  },
});

export const avatarUploadRecipe = defineSlotRecipe({
  className: 'avatar-upload',
  slots: ['root', 'frame', 'camera', 'busy', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center' },
    frame: { position: 'relative', display: 'inline-flex' },
    camera: {
      position: 'absolute',
      insetEnd: '-1',
      bottom: '-1',
      w: '9',
      h: '9',
      p: '0',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'bg.surface',
      boxShadow: 'md',
    },
    busy: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      bg: 'rgba(255, 255, 255, 0.7)',
    },
    hint: { fontSize: 'xs', color: 'fg.muted', maxW: 'xs' },
    error: { fontSize: 'xs', fontWeight: 'medium', color: 'danger.text' },
  },
});
