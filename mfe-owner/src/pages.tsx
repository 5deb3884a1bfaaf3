import type { PageRow } from '../../federation/area.tsx';
import { lazyPage } from '../../federation/lazy-page.tsx';

// One component for every owner row: the guard, header and bottom navigation stay mounted between pages.
const OwnerAreaPage = lazyPage(() => import('./features/owner-shell/OwnerAreaPage.tsx'));

/** The pages of /mijn-camper (docs/product/owner.md#screens-spec-2). A path without a row renders the shell's 404. */
export const pages: PageRow[] = [
  { path: '/mijn-camper', title: 'Mijn camper', component: OwnerAreaPage },
  { path: '/mijn-camper/kalender', title: 'Kalender', component: OwnerAreaPage },
  { path: '/mijn-camper/wensronde', title: 'Wensronde', component: OwnerAreaPage },
  { path: '/mijn-camper/kosten', title: 'Kosten', component: OwnerAreaPage },
  { path: '/mijn-camper/ruilen', title: 'Ruilen', component: OwnerAreaPage },
  { path: '/mijn-camper/wachtlijst', title: 'Wachtlijst', component: OwnerAreaPage },
  { path: '/mijn-camper/profiel', title: 'Profiel', component: OwnerAreaPage },
  { path: '/mijn-camper/help', title: 'Help', component: OwnerAreaPage },
  // docs/product/README.md#departures-from-the-spec-architecture-9: the spec's dead link, built for real.
  { path: '/mijn-camper/mede-eigenaars', title: 'Mede-eigenaars', component: OwnerAreaPage },
];
