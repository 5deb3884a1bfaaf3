import type { Me } from '@camperdeel/client/session-store';
import type { ReactNode } from 'react';
import { lazyPage } from '../../federation/lazy-page.tsx';
import AvailableCampersPage from './features/campers/AvailableCampersPage.tsx';
import type { DashboardPath } from './features/dashboard/dashboard-nav.ts';

// The other tabs load when opened: the profile form's zod schemas (27 KB gzip) stay off the first screen.
const MyApplicationsPage = lazyPage(() => import('./features/applications/MyApplicationsPage.tsx'));
const HowItWorksPage = lazyPage(() => import('./features/how-it-works/HowItWorksPage.tsx'));
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage.tsx'));

/** What each `/dashboard*` tab shows, by path (docs/product/public.md#screens-spec-2 'User dashboard'). */
export const DASHBOARD_CONTENT: Record<DashboardPath, (user: Me) => ReactNode> = {
  '/dashboard': (user) => <AvailableCampersPage userName={user.naam} />,
  '/dashboard/aanmeldingen': () => <MyApplicationsPage />,
  '/dashboard/how-it-works': () => <HowItWorksPage />,
  '/dashboard/profile': () => <ProfilePage />,
};
