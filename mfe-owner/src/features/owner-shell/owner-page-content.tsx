import type { ReactNode } from 'react';
import { HelpPage } from '../help/HelpPage.tsx';
import { KalenderPage } from '../kalender/KalenderPage.tsx';
import { MedeEigenaarsPage } from '../mede-eigenaars/MedeEigenaarsPage.tsx';
import { MijnCamperPage } from '../mijn-camper/MijnCamperPage.tsx';
import { ProfielPage } from '../profiel/ProfielPage.tsx';

/** What each owner page shows (spec §2; Mede-eigenaars per architecture §9), by path. */
export const OWNER_PAGE_CONTENT: Record<string, ReactNode> = {
  '/mijn-camper': <MijnCamperPage />,
  '/mijn-camper/kalender': <KalenderPage />,
  '/mijn-camper/profiel': <ProfielPage />,
  '/mijn-camper/help': <HelpPage />,
  '/mijn-camper/mede-eigenaars': <MedeEigenaarsPage />,
};
