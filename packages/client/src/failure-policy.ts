import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';
import { ApiFailure } from './failure.ts';
import { currentPath, loginPathFor, navigateTo } from './navigation.ts';
import { keepWorkInProgress, rememberReturn, sessionExpiry } from './session-return.ts';

/** What a query or mutation tells the failure policy (TanStack Query `meta`). */
export type FailureMeta = {
  /** The spec's Dutch toast title for this action (FAILURE_TITLES in packages/rules/errors). */
  failureTitle?: string;
  /** The caller shows this failure itself (e.g. next to a form field); the policy stays quiet. */
  silent?: boolean;
  /**
   * The spec wants this failure only logged (docs/product/messages.md#failures-that-are-only-logged): a console
   * line, no toast, and the page shows its empty state; an ended session (401) still goes to the login page.
   */
  onlyLogged?: boolean;
};

/** Paths where a 401 is an answer, not an ended session: the login pages themselves and the public pages. */
function isLoginPage(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/') || pathname === '/admin';
}

/**
 * A session ended under the user's hands (docs/decisions/0080-booking-on-the-calendar.md): one message however many
 * requests fail, the page remembered for after the login, and the right login page.
 */
function sendToLogin(pathname: string): void {
  if (sessionExpiry.announced) return;
  sessionExpiry.announced = true;
  const search =
    typeof window === 'undefined' || window.location.pathname !== pathname ? '' : window.location.search;
  rememberReturn(`${pathname}${search}`);
  keepWorkInProgress();
  void navigateTo(loginPathFor(pathname), { replace: true });
  toast.destructive({ title: toasts.sessionExpired.title, description: toasts.sessionExpired.message });
}

/**
 * The one failure policy of every query and mutation (docs/product/messages.md#error-catalogue-spec-8): a destructive toast with the action's Dutch
 * title and the server's Dutch message; a 401 (session ended) sends the user to the right login page instead.
 * A failure that is not an `ApiFailure` (a bug in a callback) gets the catalogue's general message.
 */
export function reportFailure(error: unknown, meta: FailureMeta | undefined): void {
  if (meta?.silent) return;
  const failure = error instanceof ApiFailure ? error : new ApiFailure(0, null);
  const pathname = currentPath();
  if (failure.status === 401 && !isLoginPage(pathname)) {
    sendToLogin(pathname);
    return;
  }
  // The page's other requests that were under way answer 401 too, after the login form is already shown: the one
  // message has been given (a wrong password is invalid_credentials and still speaks).
  if (failure.status === 401 && failure.code === 'not_authenticated' && sessionExpiry.announced) return;
  if (meta?.onlyLogged) {
    console.error(`${meta.failureTitle ?? FAILURE_TITLES.load} mislukt`, error);
    return;
  }
  const shown = errorToast(
    failure.envelope,
    failure.actionTitle ?? meta?.failureTitle ?? FAILURE_TITLES.load,
  );
  toast.destructive({ title: shown.title, description: failure.actionMessage ?? shown.message });
}
