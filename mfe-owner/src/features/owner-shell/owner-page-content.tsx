import type { ReactNode } from 'react';
import { OwnerPagePlaceholder } from './OwnerPagePlaceholder.tsx';

/** What each owner page shows (spec §2). The real pages replace these rows in a later issue. */
export const OWNER_PAGE_CONTENT: Record<string, ReactNode> = {
  '/mijn-camper': (
    <OwnerPagePlaceholder
      heading="Mijn Camper"
      description="Je camper, de andere eigenaars, documenten en facturen."
    />
  ),
  '/mijn-camper/kalender': (
    <OwnerPagePlaceholder
      heading="Kalender"
      description="Je reserveringscredits en het reserveren van dagen."
    />
  ),
  '/mijn-camper/profiel': (
    <OwnerPagePlaceholder heading="Mijn Profiel" description="Beheer je persoonlijke gegevens." />
  ),
  '/mijn-camper/help': (
    <OwnerPagePlaceholder
      heading="Hulp & Contact"
      description="Pechbijstand, verzekering, onderhoudsdienst en algemene informatie."
    />
  ),
};
