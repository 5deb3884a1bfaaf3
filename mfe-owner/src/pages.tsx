import { lazy } from 'react';
import type { PageRow } from '../../federation/area.tsx';

const Placeholder = lazy(() => import('./features/placeholder/PlaceholderPage.tsx'));

/** The pages of /mijn-camper (spec §2). A path without a row renders the shell's 404. */
export const pages: PageRow[] = [{ path: '/mijn-camper', title: 'Mijn camper', component: Placeholder }];
