import { type LazyPageComponent, lazyNamed } from '../../federation/lazy-page.tsx';

// Each tab is its own chunk: an admin who only opens the users tab never downloads the camper form. lazyNamed
// (not React.lazy) so a tab whose chunk failed loads again on 'Opnieuw proberen'.
/**
 * What each admin tab shows (docs/product/admin.md#screens-spec-2), by path. The area composes its features here, so
 * no feature imports another.
 */
export const ADMIN_TAB_CONTENT: Record<string, LazyPageComponent<object>> = {
  '/admin/dashboard': lazyNamed(() => import('./features/users/UsersTab.tsx'), 'UsersTab'),
  '/admin/dashboard/aanmeldingen': lazyNamed(
    () => import('./features/applications/ApplicationsTab.tsx'),
    'ApplicationsTab',
  ),
  '/admin/dashboard/campers': lazyNamed(() => import('./campers-tab.tsx'), 'CampersTabWithDialogs'),
  '/admin/dashboard/reserveringen': lazyNamed(
    () => import('./features/reservations/ReservationsTab.tsx'),
    'ReservationsTab',
  ),
  '/admin/dashboard/documenten': lazyNamed(
    () => import('./features/documents/DocumentsTab.tsx'),
    'DocumentsTab',
  ),
  '/admin/dashboard/facturen': lazyNamed(() => import('./features/invoices/InvoicesTab.tsx'), 'InvoicesTab'),
  '/admin/dashboard/logboek': lazyNamed(() => import('./features/audit-log/AuditLogTab.tsx'), 'AuditLogTab'),
  '/admin/dashboard/instellingen': lazyNamed(
    () => import('./features/settings/SettingsTab.tsx'),
    'SettingsTab',
  ),
  '/admin/dashboard/onderhoud': lazyNamed(() => import('./features/care/CareTab.tsx'), 'CareTab'),
};

/**
 * Settles once the tab in the address bar has loaded: it starts loading with this table, in the dashboard page's
 * chunk, not when the page first renders it (rendered before its chunk is there, the tab would show its loading
 * state first, and React holds content back for 300 ms after a loading state appeared).
 */
export const firstTabLoaded: Promise<void> =
  (typeof location === 'undefined'
    ? undefined
    : ADMIN_TAB_CONTENT[location.pathname.replace(/\/+$/, '')]?.preload()) ?? Promise.resolve();
