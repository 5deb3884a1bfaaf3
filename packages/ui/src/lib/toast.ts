import { createToaster } from '@ark-ui/react/toast';

type ToastStore = ReturnType<typeof createToaster>;

// One toast store for the whole page. Module Federation shares this package as a singleton, so a remote's
// toast() reaches the host's <Toaster>; the global slot keeps that true even if a build ends up with a second
// copy of this module (a remote started standalone, a misconfigured share).
const STORE_KEY = Symbol.for('camperdeel.ui.toaster');
const slot = globalThis as unknown as Record<symbol, ToastStore | undefined>;
const existing = slot[STORE_KEY];
// Toasts sit top-right but below the app headers (the admin header with its tabs is the tallest, 89 px): at the
// very top they covered the logout button, and hovering a toast pauses it, so that button stayed unreachable.
const OFFSETS = { top: '5.75rem', right: '1rem', bottom: '1rem', left: '1rem' };
export const toaster: ToastStore =
  existing ??
  createToaster({ placement: 'top-end', offsets: OFFSETS, overlap: false, gap: 12, max: 4, duration: 5000 });
slot[STORE_KEY] = toaster;

export interface ToastMessage {
  title: string;
  description?: string;
  /** Milliseconds on screen; errors stay a little longer by default. */
  duration?: number;
}

function show(type: 'success' | 'error' | 'info', message: ToastMessage, duration: number): string {
  return toaster.create({
    type,
    title: message.title,
    description: message.description,
    duration: message.duration ?? duration,
  });
}

/** Toasts in the spec's two kinds: success and destructive (plus a neutral info). */
export const toast = {
  success: (message: ToastMessage) => show('success', message, 5000),
  /** The spec's "destructive" toast: a Dutch title and the server's message as description. */
  destructive: (message: ToastMessage) => show('error', message, 8000),
  info: (message: ToastMessage) => show('info', message, 5000),
  dismiss: (id?: string) => toaster.dismiss(id),
};
