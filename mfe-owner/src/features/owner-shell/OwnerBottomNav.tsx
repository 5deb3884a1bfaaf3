import { AreaBottomNav, AreaHeaderNav, type AreaTab } from '@camperdeel/client/AreaNav';
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
const TABS: AreaTab[] = OWNER_NAV.map((item) => ({ ...item, icon: ICONS[item.to] }));

/** The tab of the page shown: a trailing slash is ignored. */
const currentOf = (pathname: string) => pathname.replace(/\/+$/, '');

/** The fixed bottom navigation of the owner area on phones (hidden from `md` up). */
export function OwnerBottomNav({ pathname }: { pathname: string }) {
  return <AreaBottomNav label={NAV_LABEL} tabs={TABS} current={currentOf(pathname)} />;
}

/** The same navigation in the header on wider screens (hidden below `md`). */
export function OwnerHeaderNav({ pathname }: { pathname: string }) {
  return <AreaHeaderNav label={NAV_LABEL} tabs={TABS} current={currentOf(pathname)} />;
}
