import { imageSrcSet } from '@camperdeel/rules/images';
import { escapeHtml } from '@camperdeel/rules/landing-campers';
import { appHeader, BELL_BUTTON, bottomTabBar, type NavTab } from './frame.ts';
import { ICONS } from './icons.ts';
import { safeImageUrl } from './image-url.ts';

/**
 * `/mijn-camper` as mfe-owner renders it once the owner's camper is known (OwnerAreaPage, OwnerHeader,
 * MijnCamperPage, CamperCard): header, the camper card's photo (the page's largest paint), its h1 'Mijn Camper',
 * name and model. The owners, documents and handovers under it appear when React takes over.
 */

export type OwnCamper = { naam: string; merk: string; model: string; hoofdfoto_url: string | null };

const NAV_LABEL = 'Navigatie mijn camper';
const TABS: readonly NavTab[] = [
  { href: '/mijn-camper', label: 'Mijn camper', icon: 'caravan' },
  { href: '/mijn-camper/kalender', label: 'Kalender', icon: 'calendarDays' },
  { href: '/mijn-camper/profiel', label: 'Profiel', icon: 'userRound' },
  { href: '/mijn-camper/help', label: 'Help', icon: 'lifeBuoy' },
];

const LOGOUT_BUTTON = `<button type="button" class="button button--variant_ghost button--size_sm button--fullWidth_false min-w_10 h_10" aria-label="Uitloggen" title="Uitloggen">${ICONS.logOut}<span class="d_none md:d_inline">Uitloggen</span></button>`;

function photo(camper: OwnCamper): string {
  const src = safeImageUrl(camper.hoofdfoto_url);
  if (!src) {
    const icon = ICONS.caravan.replace('width="24" height="24"', 'width="48" height="48"');
    return `<div aria-hidden="true" class="d_grid place-items_center asp_16/9 bg_bg.muted c_fg.subtle">${icon}</div>`;
  }
  const srcSet = imageSrcSet(src);
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="(max-width: 576px) 100vw, 576px"` : '';
  return `<img src="${escapeHtml(src)}"${responsive} fetchpriority="high" alt="${escapeHtml(camper.naam)}" class="w_full asp_16/9 obj-f_cover">`;
}

/** The owner area's frame (header, main, bottom navigation) around `content`, for the page at `path`. */
function ownerFrame(path: string, mainClass: string, content: string): string {
  return (
    '<div class="min-h_100dvh bg_bg.canvas pb_24 md:pb_12">' +
    appHeader({
      home: '/mijn-camper',
      path,
      navLabel: NAV_LABEL,
      tabs: TABS,
      actions: BELL_BUTTON + LOGOUT_BUTTON,
    }) +
    `<main class="${mainClass}">${content}</main>` +
    bottomTabBar(NAV_LABEL, TABS, path) +
    '</div>'
  );
}

/** The first screen of `/mijn-camper` for the owner of `camper`. */
export function mijnCamperScreen(camper: OwnCamper): string {
  const card =
    `<section class="card__root" aria-labelledby="first-screen-camper">${photo(camper)}<div class="card__body">` +
    '<div class="d_flex flex-d_column gap_1"><h1 id="first-screen-camper" class="card__title">Mijn Camper</h1>' +
    `<p class="fs_xl fw_bold ff_heading">${escapeHtml(camper.naam)}</p>` +
    `<p class="c_fg.muted">${escapeHtml(camper.merk)} ${escapeHtml(camper.model)}</p></div></div></section>`;
  return ownerFrame(
    '/mijn-camper',
    'mx_auto px_4 md:px_6 py_6 md:py_8 max-w_xl md:max-w_3xl',
    `<div class="d_flex flex-d_column gap_6">${card}</div>`,
  );
}
