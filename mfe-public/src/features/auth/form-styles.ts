import { css } from '@camperdeel/ui/styled-system/css';

/** Layout shared by every /auth step form. */
export const formStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  intro: css({ fontSize: 'sm', color: 'fg.muted' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    justifyContent: 'space-between',
    gap: '3',
    pt: '2',
    '& > *': { flex: { base: 'none', sm: '1' } },
  }),
  textLink: css({
    alignSelf: 'flex-start',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'brand.text',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    bg: 'transparent',
    border: 'none',
    p: '0',
    cursor: 'pointer',
    _hover: { color: 'brand.emphasized' },
    _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'sm' },
  }),
};
