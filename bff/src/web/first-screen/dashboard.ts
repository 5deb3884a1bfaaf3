import {
  CATEGORIE_LABELS,
  CONDITIE_LABELS,
  carouselBadge,
  SERVICE_FEE_EUR_PER_MONTH,
} from '@camperdeel/rules/camper';
import { formatEuro } from '@camperdeel/rules/format';
import { imageSrcSet } from '@camperdeel/rules/images';
import { escapeHtml } from '@camperdeel/rules/landing-campers';
import type { PublicCamper } from '@camperdeel/rules/schemas/camper';
import { appHeader, BELL_BUTTON, bottomTabBar, type NavTab, pageHeader } from './frame.ts';
import { ICONS } from './icons.ts';
import { safeImageUrl } from './image-url.ts';

/**
 * `/dashboard` 'Beschikbare campers' as mfe-public renders it once the user and the carousel's campers are known
 * (DashboardAreaPage, AvailableCampersPage, CamperCarousel, CamperCard): header, page header with the user's own
 * name, the carousel's controls and its first card, whose photo is the page's largest paint and loads at once.
 */

const NAV_LABEL = 'Navigatie dashboard';
const TABS: readonly NavTab[] = [
  { href: '/dashboard', label: 'Beschikbare campers', short: 'Campers', icon: 'caravan' },
  {
    href: '/dashboard/aanmeldingen',
    label: 'Mijn aanmeldingen',
    short: 'Aanmeldingen',
    icon: 'clipboardList',
  },
  { href: '/dashboard/how-it-works', label: 'Hoe werkt het', icon: 'circleHelp' },
  { href: '/dashboard/profile', label: 'Profiel', icon: 'userRound' },
];

/** The carousel and the details dialog are at most 28rem wide (CamperPhoto). */
const PHOTO_SIZES = '(max-width: 448px) 100vw, 448px';
const PHOTO_FRAME =
  'pos_relative bg_bg.subtle c_fg.subtle d_flex ai_center jc_center ov_hidden [&amp;_&gt;_img]:pos_absolute [&amp;_&gt;_img]:inset_0 [&amp;_&gt;_img]:w_full [&amp;_&gt;_img]:h_full [&amp;_&gt;_img]:obj-f_cover [&amp;_&gt;_svg]:w_12 [&amp;_&gt;_svg]:h_12 h_240px flex-sh_0';

function photo(camper: PublicCamper): string {
  const src = safeImageUrl(camper.hoofdfoto_url);
  if (!src) return `<div class="${PHOTO_FRAME}">${ICONS.caravan}</div>`;
  const srcSet = imageSrcSet(src);
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${PHOTO_SIZES}"` : '';
  return `<div class="${PHOTO_FRAME}"><img src="${escapeHtml(src)}"${responsive} alt="Foto van ${escapeHtml(camper.naam)}" loading="eager" fetchpriority="high"></div>`;
}

function card(camper: PublicCamper): string {
  const badge = carouselBadge(camper.aantal_sloten_eigenaars, camper.aantal_ingevulde_sloten);
  const tone = badge.state === 'verkocht' ? 'danger' : 'warning';
  const stateBadge = badge.badge
    ? `<span class="badge badge--tone_${tone}">${escapeHtml(badge.badge)}</span>`
    : '';
  const model = [camper.merk, camper.model].filter(Boolean).join(' ');
  const kind = `${CATEGORIE_LABELS[camper.categorie]} · ${CONDITIE_LABELS[camper.conditie]} · Rijbewijs ${camper.rijbewijs}`;
  const notice = badge.notice
    ? `<p class="fs_sm fw_semibold c_warning.text">${escapeHtml(badge.notice)}</p>`
    : '';
  const apply = badge.canApply
    ? '<button type="button" class="button button--variant_solid button--size_md button--fullWidth_false">Aanmelden</button>'
    : '';
  return (
    `<article class="h_580px d_flex flex-d_column bg_bg.surface c_fg.default bdr_xl bd-w_1px bd-c_border.default bx-sh_card ov_hidden" aria-label="${escapeHtml(camper.naam)}">` +
    `<div class="pos_relative">${photo(camper)}<div class="pos_absolute top_3 left_3 right_3 d_flex gap_2">${stateBadge}<span class="badge badge--tone_neutral ml_auto">${ICONS.users}${camper.aantal_ingevulde_sloten}/${camper.aantal_sloten_eigenaars} eigenaars</span></div></div>` +
    '<div class="d_flex flex-d_column gap_2 px_5 pt_4 flex_1 min-h_0">' +
    `<h2 class="ff_heading fs_xl fw_bold lh_tight">${escapeHtml(camper.naam)}</h2>` +
    `<p class="c_fg.muted">${escapeHtml(model)}</p>` +
    `<p class="fs_sm c_fg.muted">${escapeHtml(kind)}</p>` +
    `<p class="d_flex gap_4 c_fg.muted fs_sm [&amp;_svg]:w_4 [&amp;_svg]:h_4"><span class="d_inline-flex ai_center gap_1">${ICONS.users}${camper.aantal_zitplaatsen} zitplaatsen</span><span class="d_inline-flex ai_center gap_1">${ICONS.bedDouble}${camper.aantal_bedden} slaapplaatsen</span></p>` +
    `<dl class="d_grid grid-tc_1fr_auto gap_1 fs_sm mt_1"><dt>Prijs per eigenaar</dt><dd class="fw_semibold ta_right">${escapeHtml(formatEuro(camper.prijs))}</dd><dt>Full service fee</dt><dd class="fw_semibold ta_right">${escapeHtml(formatEuro(SERVICE_FEE_EUR_PER_MONTH))} per maand</dd></dl>` +
    `${notice}</div>` +
    `<div class="d_flex gap_2 px_5 pb_5 pt_3 [&amp;_&gt;_*]:flex_1"><button type="button" class="button button--variant_outline button--size_md button--fullWidth_false">Meer details</button>${apply}</div>` +
    '</article>'
  );
}

/** The carousel with its first card (the others are not on the first screen). */
function carousel(campers: readonly PublicCamper[]): string {
  const first = campers[0];
  if (!first) return '';
  const dots = campers
    .map(
      (camper, index) =>
        `<button type="button" class="carousel__dot"${index === 0 ? ' aria-current="true"' : ''}><span class="sr_true">${escapeHtml(camper.naam)}, ${index + 1} van ${campers.length}</span></button>`,
    )
    .join('');
  return (
    '<section aria-roledescription="carousel" aria-label="Beschikbare campers" class="carousel__root max-w_md mx_auto">' +
    // One camper: no arrows and dots (packages/ui Carousel).
    (campers.length < 2
      ? ''
      : `<div class="carousel__controls"><button type="button" class="button button--variant_outline button--size_icon button--fullWidth_false carousel__prev" aria-label="Vorige camper">${ICONS.chevronLeft}</button><div class="carousel__dots">${dots}</div><button type="button" class="button button--variant_outline button--size_icon button--fullWidth_false carousel__next" aria-label="Volgende camper">${ICONS.chevronRight}</button></div>`) +
    `<div class="carousel__viewport"><div role="group" aria-roledescription="slide" aria-label="${escapeHtml(first.naam)}, 1 van ${campers.length}" class="carousel__slide">${card(first)}</div></div>` +
    '</section>'
  );
}

/** The whole first screen of `/dashboard` for the signed-in `userName` and the carousel's campers (by naam). */
export function dashboardScreen(userName: string, campers: readonly PublicCamper[]): string {
  const logout = `<button type="button" class="button button--variant_ghost button--size_sm button--fullWidth_false">${ICONS.logOut}Uitloggen</button>`;
  return (
    '<div class="min-h_100dvh bg_bg.canvas pb_24 md:pb_12">' +
    appHeader({
      home: '/dashboard',
      path: '/dashboard',
      navLabel: NAV_LABEL,
      tabs: TABS,
      actions: BELL_BUTTON + logout,
    }) +
    '<main class="max-w_5xl mx_auto px_4 md:px_6 py_6 md:py_8">' +
    pageHeader(
      'Beschikbare campers',
      `Welkom, ${userName}. Kies een camper en meld je aan als mede-eigenaar.`,
    ) +
    carousel(campers) +
    '</main>' +
    bottomTabBar(NAV_LABEL, TABS, '/dashboard') +
    '</div>'
  );
}
