import { lazy } from 'react';
import type { PageRow } from '../../federation/area.tsx';

const AuthPage = lazy(() => import('./features/auth/AuthPage.tsx'));
// Until the dashboard issue: header, heading and logout only.
const DashboardPlaceholderPage = lazy(() => import('./features/dashboard/DashboardPlaceholderPage.tsx'));

/** The pages of /auth and /dashboard (spec §2). A path without a row renders the shell's 404. */
export const pages: PageRow[] = [
  { path: '/auth', title: 'Inloggen', component: AuthPage },
  { path: '/dashboard', title: 'Beschikbare campers', component: DashboardPlaceholderPage },
];
