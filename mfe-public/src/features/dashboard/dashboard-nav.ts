/** The bottom tab bar of the user dashboard (spec §2), in the spec's order. */
export const DASHBOARD_NAV = [
  { label: 'Beschikbare campers', to: '/dashboard' },
  { label: 'Mijn aanmeldingen', to: '/dashboard/aanmeldingen' },
  { label: 'Hoe werkt het', to: '/dashboard/how-it-works' },
  { label: 'Profiel', to: '/dashboard/profile' },
] as const;

export type DashboardPath = (typeof DASHBOARD_NAV)[number]['to'];

/** The dashboard page a path shows (a trailing slash is ignored), or null for a path that is not one. */
export function dashboardPath(pathname: string): DashboardPath | null {
  const path = pathname.replace(/\/+$/, '');
  return DASHBOARD_NAV.find((item) => item.to === path)?.to ?? null;
}
