import { useLogout } from '@camperdeel/client/logout';
import { NotificationsBell } from '@camperdeel/client/NotificationsBell';
import { AppHeader } from '@camperdeel/ui/components/AppHeader';
import { Button } from '@camperdeel/ui/components/Button';
import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { DashboardHeaderNav } from './DashboardTabBar.tsx';
import type { DashboardPath } from './dashboard-nav.ts';

/** The dashboard header (docs/product/public.md#screens-spec-2): brand, the tabs from `md` up, and a logout button ('Uitgelogd', then home). */
export function DashboardHeader({ current }: { current: DashboardPath }) {
  const { logout, busy } = useLogout();
  return (
    <AppHeader
      brandLink={<Link to="/dashboard" />}
      nav={<DashboardHeaderNav current={current} />}
      actions={
        <>
          <NotificationsBell />
          <Button variant="ghost" size="sm" onClick={logout} busy={busy} busyLabel="Bezig met uitloggen...">
            <LogOut aria-hidden="true" />
            Uitloggen
          </Button>
        </>
      }
    />
  );
}
