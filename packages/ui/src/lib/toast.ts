import { createToaster } from '@ark-ui/react/toast';

type ToastStore = ReturnType<typeof createToaster>;

// One toast store for the whole page. Module Federation shares this package as a singleton, so a remote's
// toast() reaches the host's <Toaster>; the global slot keeps that true even if a build ends up with a second
// copy of this module (a remote started standalone, a misconfigured share).
const STORE_KEY = Symbol.for('camperdeel.ui.toaster');
const slot = globalThis as unknown as Record<symbol, ToastStore | undefined>;
const existing = slot[STORE_KEY];
// Toasts sit bottom-right, where no header, main action or first table row is (docs/decisions/0024-toast-placement.md);
// on a page with a bottom tab bar the preset lifts them above it through --toast-lift.
const OFFSETS = { top: '1rem', right: '1rem', bottom: 'calc(1rem + var(--toast-lift, 0px))', left: '1rem' };
export const toaster: ToastStore =
  existing ??
  createToaster({
    placement: 'bottom-end',
    offsets: OFFSETS,
    overlap: false,
    gap: 12,
    max: 4,
    duration: 5000,
  });
slot[STORE_KEY] = toaster;

export interface ToastMessage {
  title: string;
  description?: string;
  /** Milliseconds on screen; errors stay a little longer by default. */
  duration?: number;
}

/**
 * Below the `md` breakpoint (a phone) toasts stack at most one deep: a new one replaces what is on screen, so a
 * pile never climbs over the page's controls (docs/decisions/0080-booking-on-the-calendar.md).
 */
const PHONE = '(max-width: 767.98px)';

function isPhone(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PHONE).matches
  );
}

function show(type: 'success' | 'error' | 'info', message: ToastMessage, duration: number): string {
  if (isPhone()) toaster.dismiss();
  return toaster.create({
    type,
    title: message.title,
    description: message.description,
    duration: message.duration ?? duration,
  });
}

/** Error toasts still on screen: a success resolves them, so they go when it comes ('Login mislukt' after a login). */
const openErrors = new Set<string>();

function success(message: ToastMessage): string {
  for (const id of openErrors) toaster.dismiss(id);
  openErrors.clear();
  return show('success', message, 5000);
}

function destructive(message: ToastMessage): string {
  const id = show('error', message, 8000);
  openErrors.add(id);
  return id;
}

/** Toasts in the spec's two kinds: success and destructive (plus a neutral info). */
export const toast = {
  success,
  /** The spec's "destructive" toast: a Dutch title and the server's message as description. */
  destructive,
  info: (message: ToastMessage) => show('info', message, 5000),
  dismiss: (id?: string) => toaster.dismiss(id),
};

/**
 * A dialog opened on a phone, where it is a bottom sheet: the toasts from before it answered something else and would
 * only cover it (docs/decisions/0080-booking-on-the-calendar.md). On a wider screen the centred dialog and the
 * bottom-right toasts do not meet, so they stay. Toasts the dialog's own action raises come after and stay.
 */
export function clearToastsForDialog(): void {
  if (!isPhone()) return;
  toaster.dismiss();
  openErrors.clear();
}
