import {
  CAMPER_STATUS_LABELS,
  CATEGORIE_LABELS,
  CONDITIE_LABELS,
  SERVICE_FEE_EUR_PER_MONTH,
} from '@camperdeel/rules/camper';
import { formatEuro } from '@camperdeel/rules/format';
import { once } from '@camperdeel/rules/once';
import type { PublicCamper } from './camper-types.ts';

const WHOLE_NUMBER = once(() => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }));

/** 'Full service fee' line of docs/product/README.md#what-the-product-is-spec-1: 160 euro per month per owner. */
export const FEE_TEXT = `${formatEuro(SERVICE_FEE_EUR_PER_MONTH)} per maand`;

/** Filled/total owner slots, as on the card ('2/4 eigenaars'). */
export function slotsText(camper: Pick<PublicCamper, 'aantal_ingevulde_sloten' | 'aantal_sloten_eigenaars'>) {
  return `${camper.aantal_ingevulde_sloten}/${camper.aantal_sloten_eigenaars} eigenaars`;
}

/** 'Hymer B-Klasse': brand and model on one line. */
export function brandAndModel(camper: Pick<PublicCamper, 'merk' | 'model'>) {
  return [camper.merk, camper.model].filter(Boolean).join(' ');
}

/** 'Integraal · Nieuw · Rijbewijs B': the kind of camper in one line of the card. */
export function camperKind(camper: Pick<PublicCamper, 'categorie' | 'conditie' | 'rijbewijs'>) {
  return `${CATEGORIE_LABELS[camper.categorie]} · ${CONDITIE_LABELS[camper.conditie]} · Rijbewijs ${camper.rijbewijs}`;
}

/** Every public field of a camper as Dutch label/value pairs for its details dialog (empty values drop out). */
export function camperDetails(camper: PublicCamper): { label: string; value: string | null }[] {
  return [
    { label: 'Merk en model', value: brandAndModel(camper) },
    { label: 'Categorie', value: CATEGORIE_LABELS[camper.categorie] },
    { label: 'Conditie', value: CONDITIE_LABELS[camper.conditie] },
    { label: 'Rijbewijs', value: camper.rijbewijs },
    { label: 'Prijs per eigenaar', value: formatEuro(camper.prijs) },
    { label: 'Full service fee', value: FEE_TEXT },
    { label: 'Eigenaars', value: slotsText(camper) },
    { label: 'Zitplaatsen', value: String(camper.aantal_zitplaatsen) },
    { label: 'Slaapplaatsen', value: String(camper.aantal_bedden) },
    { label: 'Lengte', value: `${WHOLE_NUMBER().format(camper.lengte_cm)} cm` },
    { label: 'Breedte', value: `${WHOLE_NUMBER().format(camper.breedte_cm)} cm` },
    { label: 'Max. gewicht', value: `${WHOLE_NUMBER().format(camper.max_kg)} kg` },
    {
      label: 'Kilometerstand',
      value: camper.aantal_km === null ? null : `${WHOLE_NUMBER().format(camper.aantal_km)} km`,
    },
    { label: 'Motor', value: `${camper.motor_pk} pk / ${camper.motor_kw} kW` },
    { label: 'Status', value: CAMPER_STATUS_LABELS[camper.status] },
  ];
}

/**
 * A file address of the API made absolute against `origin` (the embed runs on a partner's page, where a
 * relative '/files/...' would point at the partner); null stays null, absolute addresses stay as they are.
 */
export function absoluteUrl(url: string | null, origin: string | undefined): string | null {
  if (url === null || !origin) return url;
  return new URL(url, origin).href;
}
