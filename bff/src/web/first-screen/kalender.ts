import type { CreditRow } from '@camperdeel/rules/credits';
import { fillPlaceholders, MESSAGES } from '@camperdeel/rules/errors';
import { escapeHtml } from '@camperdeel/rules/landing-campers';
import { SEIZOEN_LABELS } from '@camperdeel/rules/seasons';
import { pageHeader } from './frame.ts';
import { ownerFrame } from './owner.ts';

/**
 * `/mijn-camper/kalender` as mfe-owner renders its top (KalenderPage, CreditsCard): the page header and the
 * 'Reserveringscredits' card with this and next year's balance of the signed-in owner (its note is the page's
 * largest paint on a phone). The month grid under it appears when React takes over.
 */

type Season = 'hoogseizoen' | 'laagseizoen';

function badge(seizoen: Season, over: number, toegekend: number): string {
  return `<span class="badge badge--tone_${seizoen}" title="nog ${over} van ${toegekend}">${SEIZOEN_LABELS[seizoen]} <strong>${over}</strong> <span class="fw_normal">van ${toegekend}</span></span>`;
}

function year(jaar: number, row: CreditRow | undefined): string {
  const body = row
    ? `<ul class="d_flex flex-wrap_wrap gap_2"><li>${badge('hoogseizoen', row.credits_hoogseizoen, row.toegekend_hoogseizoen)}</li><li>${badge('laagseizoen', row.credits_laagseizoen, row.toegekend_laagseizoen)}</li></ul>`
    : `<p class="fs_sm c_fg.muted">${escapeHtml(fillPlaceholders(MESSAGES.noCreditsForYear, { year: jaar }))}</p>`;
  return `<section aria-label="Credits ${jaar}"><h3 class="fw_semibold mb_2">${jaar}</h3>${body}</section>`;
}

/** The first screen of the calendar page for an owner whose balances for `years` are `credits`. */
export function kalenderScreen(credits: readonly CreditRow[], years: readonly number[]): string {
  const rows = years.map((jaar) => ({ jaar, row: credits.find((credit) => credit.jaar === jaar) }));
  const note = rows.some(({ row }) => row)
    ? '<p class="fs_sm c_fg.muted mt_3">Per seizoen: wat je nog hebt van wat je is toegekend.</p>'
    : '';
  const card =
    '<section class="card__root" aria-labelledby="first-screen-credits"><header class="card__header"><h2 id="first-screen-credits" class="card__title">Reserveringscredits</h2></header>' +
    `<div class="card__body"><div class="d_grid grid-tc_1fr sm:grid-tc_1fr_1fr gap_4">${rows.map(({ jaar, row }) => year(jaar, row)).join('')}</div>${note}</div></section>`;
  return ownerFrame(
    '/mijn-camper/kalender',
    'mx_auto px_4 md:px_6 py_6 md:py_8 max-w_xl md:max-w_3xl lg:max-w_6xl',
    `<div class="d_flex flex-d_column gap_6">${pageHeader('Kalender')}${card}</div>`,
  );
}
