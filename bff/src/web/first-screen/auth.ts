/**
 * `/auth`'s welcome step as mfe-public renders it (AuthLayout with WelkomStep): the only /auth screen the server
 * writes, for a visitor without a session and without a mailed link or a chosen step in the address.
 */
export const AUTH_WELCOME_SCREEN =
  '<main class="min-h_100dvh d_flex flex-d_column ai_center jc_flex-start md:jc_center gap_6 px_4 py_8 md:py_12 bg_bg.canvas">' +
  '<div class="ta_center"><p class="ff_heading fs_3xl fw_bold ls_tight c_brand.text lh_tight">Camperdeel</p><p class="fs_sm font-style_italic c_fg.muted">slim beleven</p></div>' +
  '<section class="w_full max-w_md d_flex flex-d_column gap_5 bg_bg.surface bdr_xl bd-w_1px bd-c_border.default bx-sh_card p_5 md:p_8">' +
  '<h1 tabindex="-1" class="ff_heading fs_2xl fw_bold lh_tight c_fg.default focus:ring_none">Welkom bij Camperdeel</h1>' +
  '<div class="d_flex flex-d_column gap_3"><p class="fs_sm c_fg.muted">Log in met je account of maak een nieuw account aan.</p>' +
  '<button type="button" class="button button--variant_solid button--size_lg button--fullWidth_true">Inloggen</button>' +
  '<button type="button" class="button button--variant_outline button--size_lg button--fullWidth_true">Registreren</button></div>' +
  '</section></main>';
