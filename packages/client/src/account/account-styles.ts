import { css } from '@camperdeel/ui/styled-system/css';

/** The account cards' shared look: form rows, the sessions list. */
export const accountStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    flexWrap: 'wrap',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    pb: '3',
  }),
  rowText: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  strong: css({ fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  alert: css({ fontSize: 'sm', color: 'danger.emphasized', fontWeight: 'medium' }),
};

/** A section that could not load says so in place; it is not worth a toast over the page the member came for. */
export const LOAD_FAILED = 'Dit kon niet geladen worden. Probeer het later opnieuw.';
