import { EMPTY_SLOT_LABEL, ownersWaitingNotice } from '@camperdeel/rules/camper';
import { imageSrcSet } from '@camperdeel/rules/images';
import { escapeHtml } from '@camperdeel/rules/landing-campers';
import { appHeader, BELL_BUTTON, bottomTabBar, type NavTab } from './frame.ts';
import { ICONS } from './icons.ts';
import { safeImageUrl } from './image-url.ts';

/**
 * `/mijn-camper` as mfe-owner renders it once the owner's camper is known (OwnerAreaPage, OwnerHeader,
 * MijnCamperPage, CamperCard, OwnersSection): header, the camper card's photo (the page's largest paint), its h1
 * 'Mijn Camper', name, model and its owners. The documents and handovers under it appear when React takes over.
 */

export type OwnCamper = {
  naam: string;
  merk: string;
  model: string;
  hoofdfoto_url: string | null;
  aantal_sloten_eigenaars: number;
  aantal_ingevulde_sloten: number;
};

/** A co-owner as the owner's own camper answer lists them (only the name is shown here). */
export type CoOwnerName = { naam: string };

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

const ROW = 'd_flex ai_center gap_3 w_full min-h_12 px_2 py_1.5 bdr_lg ta_left';

/** Avatar of packages/ui before its photo (if any) has loaded: the first letter of the name. */
function avatar(naam: string): string {
  const initial = naam.trim().charAt(0).toLocaleUpperCase('nl') || '?';
  return `<div class="avatar__root avatar__root--size_md"><span data-state="visible" class="avatar__fallback avatar__fallback--size_md" role="img" aria-label="${escapeHtml(naam)}">${escapeHtml(initial)}</span></div>`;
}

/** OwnersSection: filled/total, the waiting notice, each owner, then the free slots. */
function ownersSection(camper: OwnCamper, owners: readonly CoOwnerName[]): string {
  const total = camper.aantal_sloten_eigenaars;
  const notice = ownersWaitingNotice(total, camper.aantal_ingevulde_sloten);
  const free = Math.max(0, total - owners.length);
  const userIcon = ICONS.userRound.replace('width="24" height="24"', 'width="18" height="18"');
  const rows = owners
    .map(
      (owner) =>
        `<li><button type="button" class="${ROW} cursor_pointer hover:bg_bg.subtle">${avatar(owner.naam)}<span class="fw_medium">${escapeHtml(owner.naam)}</span></button></li>`,
    )
    .join('');
  const freeRows =
    `<li class="${ROW} c_fg.subtle"><span aria-hidden="true" class="d_grid place-items_center w_10 h_10 bdr_full bd-w_2px border-style_dashed bd-c_border.strong">${userIcon}</span><span>${EMPTY_SLOT_LABEL}</span></li>`.repeat(
      free,
    );
  return (
    '<section aria-labelledby="first-screen-owners" class="d_flex flex-d_column gap_3">' +
    `<div class="d_flex jc_space-between ai_baseline"><h2 id="first-screen-owners" class="fw_semibold">Eigenaars</h2><span class="c_fg.muted fs_sm">${camper.aantal_ingevulde_sloten}/${total}</span></div>` +
    (notice ? `<p class="fs_sm bg_info.subtle c_info.text bdr_lg px_3 py_2">${escapeHtml(notice)}</p>` : '') +
    `<ul class="d_flex flex-d_column gap_1">${rows}${freeRows}</ul></section>`
  );
}

/** The owner area's frame (header, main, bottom navigation) around `content`, for the page at `path`. */
export function ownerFrame(path: string, mainClass: string, content: string): string {
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

/** The first screen of `/mijn-camper` for the owner of `camper`, with its owners. */
export function mijnCamperScreen(camper: OwnCamper, owners: readonly CoOwnerName[]): string {
  const card =
    `<section class="card__root" aria-labelledby="first-screen-camper">${photo(camper)}<div class="card__body">` +
    '<div class="d_flex flex-d_column gap_1"><h1 id="first-screen-camper" class="card__title">Mijn Camper</h1>' +
    `<p class="fs_xl fw_bold ff_heading">${escapeHtml(camper.naam)}</p>` +
    `<p class="c_fg.muted">${escapeHtml(camper.merk)} ${escapeHtml(camper.model)}</p></div>` +
    `${ownersSection(camper, owners)}</div></section>`;
  return ownerFrame(
    '/mijn-camper',
    'mx_auto px_4 md:px_6 py_6 md:py_8 max-w_xl md:max-w_3xl',
    `<div class="d_flex flex-d_column gap_6">${card}</div>`,
  );
}
