/** The fixed bottom navigation of the owner area (docs/product/owner.md#screens-spec-2), in the order of the spec. */
export const OWNER_NAV = [
  { label: 'Mijn camper', to: '/mijn-camper' },
  { label: 'Kalender', to: '/mijn-camper/kalender' },
  { label: 'Profiel', to: '/mijn-camper/profiel' },
  { label: 'Help', to: '/mijn-camper/help' },
] as const;
