import { escapeHtml } from '@camperdeel/rules/landing-campers';
import { ICONS, type IconName } from './icons.ts';

/**
 * The parts every signed-in area's first screen shares, written as packages/ui's AppHeader, HeaderNav and
 * BottomTabBar render them (same elements, same class names, so the area's own CSS lays them out exactly where
 * React will): a page that is replaced by React's must not move or change size (docs/decisions/0051-web-speed.md).
 */

export type NavTab = {
  href: string;
  label: string;
  /** The bottom bar's shorter label, when it differs. */
  short?: string;
  icon: IconName;
};

const HEADER_LINK =
  'd_inline-flex ai_center gap_2 h_10 px_3 bdr_md c_fg.muted fs_sm fw_medium td_none white-space_nowrap trs_color_120ms,_background-color_120ms hover:c_fg.default hover:bg_bg.subtle [&amp;:is([aria-current=page],_[data-status=active])]:c_brand.text [&amp;:is([aria-current=page],_[data-status=active])]:fw_semibold [&amp;:is([aria-current=page],_[data-status=active])]:bg_brand.subtle focusVisible:ring_none focusVisible:bx-sh_focusRing [&amp;_svg]:w_4 [&amp;_svg]:h_4 [&amp;_svg]:flex-sh_0';

const current = (active: boolean) => (active ? ' aria-current="page"' : '');

/** HeaderNav: the area's tabs in the header, from `md` up. */
function headerNav(label: string, tabs: readonly NavTab[], path: string): string {
  const items = tabs
    .map(
      (tab) =>
        `<li><a class="${HEADER_LINK}"${current(tab.href === path)} href="${escapeHtml(tab.href)}"><span aria-hidden="true">${ICONS[tab.icon]}</span><span>${escapeHtml(tab.label)}</span></a></li>`,
    )
    .join('');
  return `<nav aria-label="${escapeHtml(label)}" class="d_none md:d_block flex_1 min-w_0 ml_4"><ul class="d_flex ai_center gap_1 li-s_none m_0 p_0">${items}</ul></nav>`;
}

/** BottomTabBar: the same tabs at the bottom of a phone's screen (hidden from `md` up). */
export function bottomTabBar(label: string, tabs: readonly NavTab[], path: string): string {
  const items = tabs
    .map((tab) => {
      const aria = tab.short && tab.short !== tab.label ? ` aria-label="${escapeHtml(tab.label)}"` : '';
      return `<li class="bottom-tab-bar__item"><a class="bottom-tab-bar__link"${current(tab.href === path)}${aria} href="${escapeHtml(tab.href)}"><span aria-hidden="true">${ICONS[tab.icon]}</span><span class="bottom-tab-bar__label">${escapeHtml(tab.short ?? tab.label)}</span></a></li>`;
    })
    .join('');
  return `<nav aria-label="${escapeHtml(label)}" class="bottom-tab-bar__root"><ul class="bottom-tab-bar__list">${items}</ul></nav>`;
}

/**
 * AppHeader with the brand linking to the area's home, the header tabs and the actions (already HTML). The
 * actions are the same buttons React renders; before the scripts run they do nothing (a page of links otherwise).
 */
export function appHeader(options: {
  home: string;
  path: string;
  navLabel: string;
  tabs: readonly NavTab[];
  actions: string;
}): string {
  const { home, path, navLabel, tabs, actions } = options;
  return `<header class="app-header__root"><div class="app-header__inner"><a class="app-header__brand"${current(home === path)} href="${escapeHtml(home)}"><span class="app-header__mark" aria-hidden="true">${ICONS.caravan}</span><span><span class="app-header__title">Camperdeel</span><span class="app-header__tagline">slim beleven</span></span></a>${headerNav(navLabel, tabs, path)}<div class="app-header__actions">${actions}</div></div></header>`;
}

/** The notifications bell (a popover trigger in React). */
export const BELL_BUTTON = `<button type="button" aria-haspopup="dialog" aria-expanded="false" class="button button--variant_ghost button--size_icon button--fullWidth_false pos_relative" aria-label="Meldingen" title="Meldingen">${ICONS.bell}</button>`;

/** packages/ui PageHeader: the page's h1 and its line under it. */
export function pageHeader(title: string, description?: string): string {
  const text = description ? `<p class="page-header__description">${escapeHtml(description)}</p>` : '';
  return `<div class="page-header__root"><div class="page-header__text"><h1 class="page-header__title">${escapeHtml(title)}</h1>${text}</div></div>`;
}
