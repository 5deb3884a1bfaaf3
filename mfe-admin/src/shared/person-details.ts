import type { Detail } from '@camperdeel/ui/components/DetailList';

type Person = {
  naam: string;
  email: string;
  telefoonnummer: string | null;
  beschrijving: string | null;
  aantal_familieleden: number | null;
  huisdieren: string | null;
  allergieen_intolleranties: string | null;
};

/** The rows of an owner- or user-info dialog (docs/product/admin.md#screens-spec-2): name, e-mail, phone, description, family, pets, allergies. */
export function personDetails(person: Person): Detail[] {
  return [
    { label: 'Naam', value: person.naam },
    { label: 'E-mail', value: person.email },
    { label: 'Telefoonnummer', value: person.telefoonnummer },
    { label: 'Beschrijving', value: person.beschrijving },
    { label: 'Aantal familieleden', value: person.aantal_familieleden },
    { label: 'Huisdieren', value: person.huisdieren },
    { label: 'Allergieën of intoleranties', value: person.allergieen_intolleranties },
  ];
}
