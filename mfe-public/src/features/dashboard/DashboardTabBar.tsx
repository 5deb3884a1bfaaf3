import type { BottomTab } from '@camperdeel/ui/components/BottomTabBar';
import { BottomTabBar } from '@camperdeel/ui/components/BottomTabBar';
import { HeaderNav } from '@camperdeel/ui/components/HeaderNav';
import { Link } from '@tanstack/react-router';
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
function dashboardTabs(current: DashboardPath): BottomTab[] {
  return DASHBOARD_NAV.map((item) => ({
    label: item.label,
    shortLabel: item.short === item.label ? undefined : item.short,
    icon: ICONS[item.to],
    link: <Link to={item.to} activeOptions={{ exact: true }} />,
    active: current === item.to,
  }));
}

/** The bottom tab bar of the dashboard on phones (hidden from `md` up). */
export function DashboardTabBar({ current }: { current: DashboardPath }) {
  return <BottomTabBar label={NAV_LABEL} tabs={dashboardTabs(current)} />;
}

/** The same tabs in the header on wider screens (hidden below `md`). */
export function DashboardHeaderNav({ current }: { current: DashboardPath }) {
  return <HeaderNav label={NAV_LABEL} tabs={dashboardTabs(current)} />;
}
