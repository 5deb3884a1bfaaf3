/** Where a visitor came from on the landing page (docs/product/public.md#screens-spec-2: `/auth?redirect=dashboard|mijn-camper`). */
export type AuthRedirect = 'dashboard' | 'mijn-camper';

export type AuthSearch = {
  redirect?: AuthRedirect;
  /** The password-reset token from the mail's link `/auth?reset=<token>`. */
  reset?: string;
  /** The invitation token from the welcome mail's link `/auth?uitnodiging=<token>` (accounts an admin created). */
  uitnodiging?: string;
  /** The e-mail confirmation token from the registration mail's link `/auth?bevestig=<token>`. */
  bevestig?: string;
  /** `stap=registreren` (the landing's camper cards): open the registration form instead of the welcome screen. */
  stap?: 'registreren';
};

/** Reads `/auth`'s query; unknown redirect values and empty tokens are dropped, never trusted. */
export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  const result: AuthSearch = {};
  if (search.redirect === 'dashboard' || search.redirect === 'mijn-camper') result.redirect = search.redirect;
  if (typeof search.reset === 'string' && search.reset.trim() !== '') result.reset = search.reset.trim();
  if (typeof search.uitnodiging === 'string' && search.uitnodiging.trim() !== '')
    result.uitnodiging = search.uitnodiging.trim();
  if (typeof search.bevestig === 'string' && search.bevestig.trim() !== '')
    result.bevestig = search.bevestig.trim();
  if (search.stap === 'registreren') result.stap = 'registreren';
  return result;
}
