import { HeaderActions } from '@camperdeel/client/HeaderActions';
import { AppHeader } from '@camperdeel/ui/components/AppHeader';
import { Link } from '@tanstack/react-router';
import { DashboardHeaderNav } from './DashboardTabBar.tsx';
import type { DashboardPath } from './dashboard-nav.ts';

/** The dashboard header (docs/product/public.md#screens-spec-2): brand, the tabs from `md` up, and a logout button ('Uitgelogd', then home). */
export function DashboardHeader({ current }: { current: DashboardPath }) {
  return (
    <AppHeader
      brandLink={<Link to="/dashboard" />}
      nav={<DashboardHeaderNav current={current} />}
      actions={<HeaderActions />}
    />
  );
}
