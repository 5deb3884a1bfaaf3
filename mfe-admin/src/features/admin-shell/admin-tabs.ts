/** The admin tab navigation (docs/product/admin.md#screens-spec-2 route table), in the order of the spec. */
export const ADMIN_TABS = [
  { label: 'Gebruikers', to: '/admin/dashboard' },
  { label: 'Aanmeldingen', to: '/admin/dashboard/aanmeldingen' },
  { label: 'Campers', to: '/admin/dashboard/campers' },
  { label: 'Reserveringen', to: '/admin/dashboard/reserveringen' },
  { label: 'Documenten', to: '/admin/dashboard/documenten' },
  { label: 'Facturen', to: '/admin/dashboard/facturen' },
  // A seventh tab beyond the spec: the audit log and the mail queue (docs/product/api.md#co-owner-life-and-self-service-architecture-10).
  { label: 'Logboek', to: '/admin/dashboard/logboek' },
  // The club's help-page numbers (docs/decisions/0083-club-office.md).
  { label: 'Instellingen', to: '/admin/dashboard/instellingen' },
  // Camper care and damage follow-up across all campers (docs/decisions/0081-care-plan.md).
  { label: 'Onderhoud', to: '/admin/dashboard/onderhoud' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];
