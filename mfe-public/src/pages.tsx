import { lazy } from 'react';
import type { PageRow } from '../../federation/area.tsx';

const Placeholder = lazy(() => import('./features/placeholder/PlaceholderPage.tsx'));

/** The pages of /auth and /dashboard (spec §2). A path without a row renders the shell's 404. */
export const pages: PageRow[] = [
  { path: '/auth', title: 'Inloggen', component: Placeholder },
  { path: '/dashboard', title: 'Beschikbare campers', component: Placeholder },
];
