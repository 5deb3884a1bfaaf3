import { type ComponentType, lazy } from 'react';

// Each tab is its own chunk: an admin who only opens the users tab never downloads the camper form.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/** What each admin tab shows (spec §2), by path. */
export const ADMIN_TAB_CONTENT: Record<string, ComponentType> = {
  '/admin/dashboard': named(() => import('../users/UsersTab.tsx'), 'UsersTab'),
  '/admin/dashboard/aanmeldingen': named(
    () => import('../applications/ApplicationsTab.tsx'),
    'ApplicationsTab',
  ),
  '/admin/dashboard/campers': named(() => import('../campers/CampersTab.tsx'), 'CampersTab'),
  '/admin/dashboard/reserveringen': named(
    () => import('../reservations/ReservationsTab.tsx'),
    'ReservationsTab',
  ),
  '/admin/dashboard/documenten': named(() => import('../documents/DocumentsTab.tsx'), 'DocumentsTab'),
  '/admin/dashboard/facturen': named(() => import('../invoices/InvoicesTab.tsx'), 'InvoicesTab'),
  '/admin/dashboard/logboek': named(() => import('../logboek/LogboekTab.tsx'), 'LogboekTab'),
};
