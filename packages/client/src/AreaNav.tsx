import { type BottomTab, BottomTabBar } from '@camperdeel/ui/components/BottomTabBar';
import { HeaderNav } from '@camperdeel/ui/components/HeaderNav';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** One tab of an area: where it goes, its name (and a shorter one for a phone, when it has one) and its icon. */
export type AreaTab = { to: string; label: string; short?: string; icon: ReactNode };

type AreaNavProps = {
  /** Accessible name of the navigation; the same for both, as only one of them is ever displayed. */
  label: string;
  tabs: readonly AreaTab[];
  /** The path of the page shown, or null when it is none of the tabs. */
  current: string | null;
};

/** The tabs as router links, the one of the page shown marked as current. */
function linkTabs(tabs: readonly AreaTab[], current: string | null): BottomTab[] {
  return tabs.map((tab) => ({
    label: tab.label,
    shortLabel: tab.short === tab.label ? undefined : tab.short,
    icon: tab.icon,
    link: <Link to={tab.to} activeOptions={{ exact: true }} />,
    active: current === tab.to,
  }));
}

/**
 * An area's navigation (the owner's, the dashboard's) is one list of tabs shown twice, so phone and desktop never
 * drift apart: this fixed bar on phones (hidden from `md` up)…
 */
export function AreaBottomNav({ label, tabs, current }: AreaNavProps) {
  return <BottomTabBar label={label} tabs={linkTabs(tabs, current)} />;
}

/** …and the same tabs in the header on wider screens (hidden below `md`). */
export function AreaHeaderNav({ label, tabs, current }: AreaNavProps) {
  return <HeaderNav label={label} tabs={linkTabs(tabs, current)} />;
}
