import { BottomTabBar } from '@camperdeel/ui/components/BottomTabBar';
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

/** The bottom tab bar of the dashboard: Beschikbare campers, Mijn aanmeldingen, Hoe werkt het, Profiel. */
export function DashboardTabBar({ current }: { current: DashboardPath }) {
  return (
    <BottomTabBar
      label="Navigatie dashboard"
      tabs={DASHBOARD_NAV.map((item) => ({
        label: item.label,
        shortLabel: item.short === item.label ? undefined : item.short,
        icon: ICONS[item.to],
        link: <Link to={item.to} activeOptions={{ exact: true }} />,
        active: current === item.to,
      }))}
    />
  );
}
