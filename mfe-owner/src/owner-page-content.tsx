import type { ReactNode } from 'react';
import { lazyNamed } from '../../federation/lazy-page.tsx';
import { KalenderPage } from './features/calendar/KalenderPage.tsx';
import { MijnCamperPage } from './features/my-camper/MijnCamperPage.tsx';

// The two pages an owner lands on are in the area's chunk; the others load when opened, so the profile form's
// zod schemas and react-hook-form stay off the first screen (docs/decisions/0050-web-bytes.md).
const ProfielPage = lazyNamed(() => import('./features/profile/ProfielPage.tsx'), 'ProfielPage');
const HelpPage = lazyNamed(() => import('./features/help/HelpPage.tsx'), 'HelpPage');
const WensrondePage = lazyNamed(() => import('./features/wish-round/WensrondePage.tsx'), 'WensrondePage');
const KostenPage = lazyNamed(() => import('./features/costs/KostenPage.tsx'), 'KostenPage');
const RuilenPage = lazyNamed(() => import('./features/offers/RuilenPage.tsx'), 'RuilenPage');
const WachtlijstPage = lazyNamed(() => import('./features/watches/WachtlijstPage.tsx'), 'WachtlijstPage');
const MedeEigenaarsPage = lazyNamed(
  () => import('./features/co-owners/MedeEigenaarsPage.tsx'),
  'MedeEigenaarsPage',
);

/** What each owner page shows (docs/product/owner.md#screens-spec-2; Mede-eigenaars per docs/product/README.md#departures-from-the-spec-architecture-9), by path. */
export const OWNER_PAGE_CONTENT: Record<string, ReactNode> = {
  '/mijn-camper': <MijnCamperPage />,
  '/mijn-camper/kalender': <KalenderPage />,
  '/mijn-camper/wensronde': <WensrondePage />,
  '/mijn-camper/kosten': <KostenPage />,
  '/mijn-camper/ruilen': <RuilenPage />,
  '/mijn-camper/wachtlijst': <WachtlijstPage />,
  '/mijn-camper/profiel': <ProfielPage />,
  '/mijn-camper/help': <HelpPage />,
  '/mijn-camper/mede-eigenaars': <MedeEigenaarsPage />,
};
