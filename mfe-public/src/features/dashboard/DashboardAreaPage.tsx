import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode } from 'react';
import { useAreaPath } from '../../../../federation/area.tsx';
import MyApplicationsPage from '../applications/MyApplicationsPage.tsx';
import type { MeUser } from '../auth/auth-api.ts';
import AvailableCampersPage from '../campers/AvailableCampersPage.tsx';
import HowItWorksPage from '../how-it-works/HowItWorksPage.tsx';
import ProfilePage from '../profile/ProfilePage.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardTabBar } from './DashboardTabBar.tsx';
import { type DashboardPath, dashboardPath } from './dashboard-nav.ts';
import { useDashboardGuard } from './use-dashboard-guard.ts';

const CONTENT: Record<DashboardPath, (user: MeUser) => ReactNode> = {
  '/dashboard': (user) => <AvailableCampersPage userName={user.naam} />,
  '/dashboard/aanmeldingen': () => <MyApplicationsPage />,
  '/dashboard/how-it-works': () => <HowItWorksPage />,
  '/dashboard/profile': () => <ProfilePage />,
};

/**
 * Every `/dashboard*` page (spec §2 'User dashboard'): the session guard, the header with logout, the page and
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
        {CONTENT[current](user)}
      </main>
      <DashboardTabBar current={current} />
    </div>
  );
}
