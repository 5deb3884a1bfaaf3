import { BottomTabBar } from '@camperdeel/ui/components/BottomTabBar';
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

/** The fixed bottom navigation of the owner area: Mijn camper, Kalender, Profiel, Help. */
export function OwnerBottomNav({ pathname }: { pathname: string }) {
  const current = pathname.replace(/\/+$/, '');
  return (
    <BottomTabBar
      label="Navigatie mijn camper"
      tabs={OWNER_NAV.map((item) => ({
        label: item.label,
        icon: ICONS[item.to],
        link: <Link to={item.to} activeOptions={{ exact: true }} />,
        active: current === item.to,
      }))}
    />
  );
}
