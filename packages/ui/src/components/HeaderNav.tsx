import { css, cx } from '@camperdeel/ui/styled-system/css';
import { type BottomTab, tabLink } from './BottomTabBar.tsx';

export interface HeaderNavProps {
  /** The same tabs as the BottomTabBar, so phone and desktop navigation never drift apart. */
  tabs: BottomTab[];
  /** Accessible name of the navigation; the same as the bottom bar's (only one of them is ever displayed). */
  label?: string;
  className?: string;
}

const styles = {
  // Below `md` the BottomTabBar navigates; from `md` up this row in the header does and the bar is hidden.
  root: css({ display: { base: 'none', md: 'block' }, flex: '1', minW: '0', ml: '4' }),
  list: css({ display: 'flex', alignItems: 'center', gap: '1', listStyle: 'none', m: '0', p: '0' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    h: '10',
    px: '3',
    borderRadius: 'md',
    color: 'fg.muted',
    fontSize: 'sm',
    fontWeight: 'medium',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'color 120ms, background-color 120ms',
    _hover: { color: 'fg.default', bg: 'bg.subtle' },
    // aria-current from plain links, data-status from TanStack Router links.
    '&:is([aria-current=page], [data-status=active])': {
      color: 'brand.text',
      fontWeight: 'semibold',
      bg: 'brand.subtle',
    },
    _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
    '& svg': { w: '4', h: '4', flexShrink: 0 },
  }),
};

/** The area navigation as a row of links for the header on wider screens (from `md`). */
export function HeaderNav({ tabs, label = 'Hoofdnavigatie', className }: HeaderNavProps) {
  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.label}>{tabLink(tab, styles.link, <span>{tab.label}</span>)}</li>
        ))}
      </ul>
    </nav>
  );
}
