import { AreaBottomNav, AreaHeaderNav, type AreaTab } from '@camperdeel/client/AreaNav';
import { Caravan, CircleHelp, ClipboardList, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { DASHBOARD_NAV, type DashboardPath } from './dashboard-nav.ts';

const ICONS: Record<DashboardPath, ReactNode> = {
  '/dashboard': <Caravan />,
  '/dashboard/aanmeldingen': <ClipboardList />,
  '/dashboard/how-it-works': <CircleHelp />,
  '/dashboard/profile': <UserRound />,
};

const NAV_LABEL = 'Navigatie dashboard';

/** The dashboard's tabs: Beschikbare campers, Mijn aanmeldingen, Hoe werkt het, Profiel. */
const TABS: AreaTab[] = DASHBOARD_NAV.map((item) => ({ ...item, icon: ICONS[item.to] }));

/** The bottom tab bar of the dashboard on phones (hidden from `md` up). */
export function DashboardTabBar({ current }: { current: DashboardPath }) {
  return <AreaBottomNav label={NAV_LABEL} tabs={TABS} current={current} />;
}

/** The same tabs in the header on wider screens (hidden below `md`). */
export function DashboardHeaderNav({ current }: { current: DashboardPath }) {
  return <AreaHeaderNav label={NAV_LABEL} tabs={TABS} current={current} />;
}
