import type { BottomTab } from '@camperdeel/ui/components/BottomTabBar';
import { BottomTabBar } from '@camperdeel/ui/components/BottomTabBar';
import { HeaderNav } from '@camperdeel/ui/components/HeaderNav';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Caravan, LifeBuoy, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { OWNER_NAV } from './owner-nav.ts';

const ICONS: Record<(typeof OWNER_NAV)[number]['to'], ReactNode> = {
  '/mijn-camper': <Caravan />,
  '/mijn-camper/kalender': <CalendarDays />,
  '/mijn-camper/profiel': <UserRound />,
  '/mijn-camper/help': <LifeBuoy />,
};

const NAV_LABEL = 'Navigatie mijn camper';

/** The owner area's tabs: Mijn camper, Kalender, Profiel, Help. */
function ownerTabs(pathname: string): BottomTab[] {
  const current = pathname.replace(/\/+$/, '');
  return OWNER_NAV.map((item) => ({
    label: item.label,
    icon: ICONS[item.to],
    link: <Link to={item.to} activeOptions={{ exact: true }} />,
    active: current === item.to,
  }));
}

/** The fixed bottom navigation of the owner area on phones (hidden from `md` up). */
export function OwnerBottomNav({ pathname }: { pathname: string }) {
  return <BottomTabBar label={NAV_LABEL} tabs={ownerTabs(pathname)} />;
}

/** The same navigation in the header on wider screens (hidden below `md`). */
export function OwnerHeaderNav({ pathname }: { pathname: string }) {
  return <HeaderNav label={NAV_LABEL} tabs={ownerTabs(pathname)} />;
}
