/**
 * The bottom tab bar of the user dashboard (docs/product/public.md#screens-spec-2), in the spec's order. The short label is what fits one line
 * of a quarter of a phone; the label stays the link's name.
 */
export const DASHBOARD_NAV = [
  { label: 'Beschikbare campers', short: 'Campers', to: '/dashboard' },
  { label: 'Mijn aanmeldingen', short: 'Aanmeldingen', to: '/dashboard/aanmeldingen' },
  { label: 'Hoe werkt het', short: 'Hoe werkt het', to: '/dashboard/how-it-works' },
  { label: 'Profiel', short: 'Profiel', to: '/dashboard/profile' },
] as const;

export type DashboardPath = (typeof DASHBOARD_NAV)[number]['to'];

/** The dashboard page a path shows (a trailing slash is ignored), or null for a path that is not one. */
export function dashboardPath(pathname: string): DashboardPath | null {
  const path = pathname.replace(/\/+$/, '');
  return DASHBOARD_NAV.find((item) => item.to === path)?.to ?? null;
}
