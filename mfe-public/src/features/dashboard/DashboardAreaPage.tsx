import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { Suspense } from 'react';
import { useAreaPath } from '../../../../federation/area.tsx';
import { PageBoundary } from '../../../../federation/PageBoundary.tsx';
import { DASHBOARD_CONTENT } from '../../dashboard-content.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardTabBar } from './DashboardTabBar.tsx';
import { dashboardPath } from './dashboard-nav.ts';
import { useDashboardGuard } from './use-dashboard-guard.ts';

/**
 * Every `/dashboard*` page (docs/product/public.md#screens-spec-2 'User dashboard'): the session guard, the header with logout, the page and
 * the bottom tab bar. One component for all rows of the page table, so header and tab bar stay mounted.
 */
export default function DashboardAreaPage() {
  const pathname = useAreaPath();
  const user = useDashboardGuard(pathname);
  const current = dashboardPath(pathname) ?? '/dashboard';
  if (!user) return <Loading className={css({ minH: '100dvh' })} />;
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas', pb: { base: '24', md: '12' } })}>
      <DashboardHeader current={current} />
      <main
        className={css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '8' } })}
      >
        {/* A tab that fails to load replaces only the tab: header and tabs stay, 'Opnieuw proberen' loads it. */}
        <PageBoundary resetKey={current}>
          <Suspense fallback={<Loading />}>{DASHBOARD_CONTENT[current](user)}</Suspense>
        </PageBoundary>
      </main>
      <DashboardTabBar current={current} />
    </div>
  );
}
