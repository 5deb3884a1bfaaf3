import type { ReactNode } from 'react';
import { AdminTabPlaceholder } from './AdminTabPlaceholder.tsx';

/** What each admin tab shows (spec §2). The real pages replace these rows in a later issue. */
export const ADMIN_TAB_CONTENT: Record<string, ReactNode> = {
  '/admin/dashboard': (
    <AdminTabPlaceholder
      heading="Gebruikers"
      description="Gebruikers aanmaken, bewerken en verwijderen, met hun credits."
    />
  ),
  '/admin/dashboard/aanmeldingen': (
    <AdminTabPlaceholder
      heading="Aanmeldingen"
      description="De aanmeldingen van gebruikers voor een camper."
    />
  ),
  '/admin/dashboard/campers': (
    <AdminTabPlaceholder
      heading="Campers"
      description="Campers toevoegen en bewerken, en eigenaars toewijzen."
    />
  ),
  '/admin/dashboard/reserveringen': (
    <AdminTabPlaceholder
      heading="Reserveringen"
      description="Overzicht van de reserveringen per camper, gebruiker en jaar."
    />
  ),
  '/admin/dashboard/documenten': (
    <AdminTabPlaceholder
      heading="Documenten"
      description="Documenten van campers uploaden, vervangen en verwijderen."
    />
  ),
  '/admin/dashboard/facturen': (
    <AdminTabPlaceholder
      heading="Facturen"
      description="Facturen uploaden en als betaald of onbetaald markeren."
    />
  ),
};
