import type { PageRow } from '../../federation/area.tsx';
import { lazyPage } from '../../federation/lazy-page.tsx';

const AdminLoginPage = lazyPage(() => import('./features/admin-login/AdminLoginPage.tsx'));
// One component for every dashboard row: the guard, header and tabs stay mounted while the tab changes.
const AdminDashboardPage = lazyPage(() => import('./features/admin-shell/AdminDashboardPage.tsx'));

/** The pages of /admin (docs/product/admin.md#screens-spec-2). A path without a row renders the shell's 404. */
export const pages: PageRow[] = [
  { path: '/admin', title: 'Admin inloggen', component: AdminLoginPage },
  { path: '/admin/dashboard', title: 'Gebruikers - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/aanmeldingen', title: 'Aanmeldingen - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/campers', title: 'Campers - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/reserveringen', title: 'Reserveringen - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/documenten', title: 'Documenten - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/facturen', title: 'Facturen - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/logboek', title: 'Logboek - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/instellingen', title: 'Instellingen - Admin', component: AdminDashboardPage },
  { path: '/admin/dashboard/onderhoud', title: 'Onderhoud - Admin', component: AdminDashboardPage },
];
