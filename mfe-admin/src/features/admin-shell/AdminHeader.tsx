import { HeaderActions } from '@camperdeel/client/HeaderActions';
import { AppHeader } from '@camperdeel/ui/components/AppHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { ADMIN_TABS } from './admin-tabs.ts';

/** The admin header (docs/product/admin.md#screens-spec-2): brand, logout button and the tab navigation of the admin pages. */
export function AdminHeader({ pathname }: { pathname: string }) {
  const current = pathname.replace(/\/+$/, '');
  return (
    <AppHeader tagline="Admin" actions={<HeaderActions />}>
      <nav aria-label="Admin navigatie" className={styles.nav}>
        <ul className={styles.list}>
          {ADMIN_TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className={styles.tab}
                aria-current={current === tab.to ? 'page' : undefined}
                activeOptions={{ exact: true }}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AppHeader>
  );
}

const styles = {
  nav: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '2', md: '4' },
    overflowX: 'auto',
    scrollbarWidth: 'none',
  }),
  // On a phone the tabs wrap onto a second line, so every tab is in sight without sideways scrolling.
  list: css({
    display: 'flex',
    flexWrap: { base: 'wrap', md: 'nowrap' },
    gap: '1',
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  tab: css({
    display: 'inline-flex',
    alignItems: 'center',
    h: { base: '10', md: '11' },
    px: { base: '2.5', md: '3' },
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    _hover: { color: 'fg.default' },
    _currentPage: { color: 'brand.text', borderColor: 'brand.default', fontWeight: 'semibold' },
    _focusVisible: { outline: 'none', boxShadow: 'inset 0 0 0 2px {colors.sky.400}', borderRadius: 'sm' },
  }),
};
