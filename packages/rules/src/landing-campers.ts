import { carouselBadge } from './camper.ts';
import { formatEuro } from './format.ts';
import { imageSrcSet } from './images.ts';

/** The public camper fields the landing shows (a subset of `GET /api/public/campers`' items). */
export type LandingCamper = {
  id: string;
  naam: string;
  merk: string;
  model: string;
  prijs: number;
  aantal_zitplaatsen: number;
  aantal_bedden: number;
  aantal_sloten_eigenaars: number;
  aantal_ingevulde_sloten: number;
  hoofdfoto_url: string | null;
};

/** Where each card leads: the registration step of `/auth`, after which the visitor lands on the dashboard. */
export const LANDING_REGISTER_HREF = '/auth?redirect=dashboard&stap=registreren';

export const LANDING_CAMPERS_HEADING = 'Beschikbare campers';

/** The landing shows the first campers by name; the rest are one registration away. */
export const LANDING_CAMPERS_SHOWN = 12;

/** The comment in the landing markup that the server (and the in-app landing) replaces with the camper list. */
export const LANDING_CAMPERS_SLOT = '<!--landing-campers-->';

/** Cards are one column on a phone, up to three of at most 22rem on a desktop. */
const SIZES = '(max-width: 720px) 100vw, 352px';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or an attribute value) as HTML: camper names and URLs come from admins and must never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Only our own file addresses (`/files/...`) or http(s) URLs become an image source; anything else is dropped. */
function safeImageUrl(url: string | null): string | null {
  if (url === null) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

function photo(camper: LandingCamper, first: boolean): string {
  const src = safeImageUrl(camper.hoofdfoto_url);
  if (src === null)
    return '<div class="landing-camper-photo landing-camper-nophoto" aria-hidden="true"></div>';
  const srcSet = imageSrcSet(src);
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${SIZES}"` : '';
  // The first photo is the largest paint below the hero on a desktop: load it at once; the rest when scrolled near.
  const loading = first ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"';
  return `<img class="landing-camper-photo" src="${escapeHtml(src)}"${responsive} width="480" height="320" alt="Foto van ${escapeHtml(camper.naam)}"${loading} decoding="async">`;
}

function card(camper: LandingCamper, eagerPhoto: boolean): string {
  const badge = carouselBadge(camper.aantal_sloten_eigenaars, camper.aantal_ingevulde_sloten);
  const naam = escapeHtml(camper.naam);
  const model = escapeHtml([camper.merk, camper.model].filter(Boolean).join(' '));
  const badgeHtml = badge.badge ? `<span class="landing-camper-badge">${escapeHtml(badge.badge)}</span>` : '';
  // docs/product/public.md#states-spec-4: on a sold camper the apply button is hidden, here as in the carousel.
  const cta = badge.canApply ? '<span class="landing-camper-cta">Registreer en meld je aan</span>' : '';
  return `<li class="landing-camper"><a class="landing-camper-link" href="${escapeHtml(LANDING_REGISTER_HREF)}">${photo(camper, eagerPhoto)}<span class="landing-camper-body"><span class="landing-camper-name">${naam}</span><span class="landing-camper-model">${model}</span><span class="landing-camper-facts">${camper.aantal_zitplaatsen} zitplaatsen · ${camper.aantal_bedden} slaapplaatsen · ${camper.aantal_ingevulde_sloten}/${camper.aantal_sloten_eigenaars} eigenaars</span><span class="landing-camper-price">${escapeHtml(formatEuro(camper.prijs))} per eigenaar</span>${badgeHtml}${cta}</span></a></li>`;
}

/** Under the first campers, how many more there are, leading to the same registration as a card. */
function more(hidden: number): string {
  if (hidden <= 0) return '';
  const text = hidden === 1 ? 'Bekijk nog 1 camper' : `Bekijk nog ${hidden} campers`;
  return `<p class="landing-campers-more"><a href="${escapeHtml(LANDING_REGISTER_HREF)}">${text}</a></p>`;
}

/**
 * The list of campers under the landing's hero, as HTML (the landing has no JavaScript, so the server writes it into
 * the page). Every admin-entered value is escaped. No campers: no section at all.
 */
export function landingCampersMarkup(campers: readonly LandingCamper[], totaal = campers.length): string {
  if (campers.length === 0) return '';
  // The first photo on screen is the one to hurry, whichever camper has it.
  const firstPhoto = campers.findIndex((camper) => safeImageUrl(camper.hoofdfoto_url) !== null);
  const cards = campers.map((camper, index) => card(camper, index === firstPhoto)).join('');
  return `<section class="landing-campers" aria-labelledby="landing-campers-title"><h2 id="landing-campers-title" class="landing-campers-title">${LANDING_CAMPERS_HEADING}</h2><ul class="landing-camper-list">${cards}</ul>${more(totaal - campers.length)}</section>`;
}
