/**
 * Contact details of the help page, in one place. The spec does not show the real numbers or address: these are
 * clearly fictional placeholders (unassigned 020-000 numbers, the reserved .example domain) until the operator
 * supplies real ones — see docs/decisions/0014-owner-help-contacts.md.
 */
export type PhoneNumber = { display: string; tel: string };

export const HELP_CONTACTS = {
  pechbijstand: { display: '020 - 000 00 01', tel: '+31200000001' },
  verzekering: { display: '020 - 000 00 02', tel: '+31200000002' },
  onderhoudsdienst: { display: '020 - 000 00 03', tel: '+31200000003' },
  klantenserviceEmail: 'klantenservice@camperdeel.example',
} as const satisfies Record<string, PhoneNumber | string>;

/** The dealership's service hours (docs/product/owner.md#screens-spec-2: Mon-Fri 08:00-18:00, Sat 09:00-12:00), in Dutch. */
export const OPENING_HOURS = [
  { dagen: 'Maandag t/m vrijdag', tijden: '08:00 - 18:00' },
  { dagen: 'Zaterdag', tijden: '09:00 - 12:00' },
] as const;
