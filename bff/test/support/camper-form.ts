/** A complete, valid body for `POST /api/admin/campers` (every required field), named by the test that sends it. */
export function camperForm(naam: string) {
  return {
    naam,
    merk: 'Knaus',
    model: 'Sky TI',
    categorie: 'semi-integraal',
    rijbewijs: 'B',
    prijs: 1000,
    aantal_sloten_eigenaars: 4,
    aantal_zitplaatsen: 4,
    aantal_bedden: 4,
    lengte_cm: 650,
    breedte_cm: 230,
    max_kg: 3500,
    motor_pk: 140,
    motor_kw: 103,
  };
}
