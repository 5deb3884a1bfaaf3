import type { PageRow } from '../../federation/area.tsx';
import { lazyPage } from '../../federation/lazy-page.tsx';

const AuthPage = lazyPage(() => import('./features/auth/AuthPage.tsx'));
// One component for every dashboard row: the guard, header and bottom tab bar stay mounted between pages.
const DashboardAreaPage = lazyPage(() => import('./features/dashboard/DashboardAreaPage.tsx'));

/** The pages of /auth and /dashboard (docs/product/public.md#screens-spec-2). A path without a row renders the shell's 404. */
export const pages: PageRow[] = [
  { path: '/auth', title: 'Inloggen', component: AuthPage },
  { path: '/dashboard', title: 'Beschikbare campers', component: DashboardAreaPage },
  { path: '/dashboard/aanmeldingen', title: 'Mijn aanmeldingen', component: DashboardAreaPage },
  { path: '/dashboard/how-it-works', title: 'Hoe werkt het', component: DashboardAreaPage },
  { path: '/dashboard/profile', title: 'Mijn Profiel', component: DashboardAreaPage },
];
