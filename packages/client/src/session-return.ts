import { pageSingleton } from './page-singleton.ts';

/**
 * Where someone whose session ended was, so the login brings them back (docs/decisions/0080-booking-on-the-calendar.md):
 * a path of this site kept in sessionStorage (this tab only, gone with it), never a secret; cleared when it is used
 * and on logout.
 */
const KEY = 'camperdeel.terug-na-inloggen';

// Longer than any address the app makes; anything above is not ours.
const MAX_LENGTH = 512;

/**
 * The value as a path on this site, or null: it must start with one '/', hold no backslash, control character or
 * scheme, and still be a same-origin path after the URL parser had its say ('//evil.example', 'https://…',
 * '/\evil.example' and '/%2F…' tricks all end up null).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'https://camperdeel.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that refuses storage (privacy mode): the login then goes to the area's start page.
    return null;
  }
}

/** The session ended on `path`: remember it for after the login. */
export function rememberReturn(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) storage()?.setItem(KEY, safe);
}

/** The remembered path, still kept (the login form opens at once when there is one). */
export function pendingReturn(): string | null {
  return safeReturnPath(storage()?.getItem(KEY) ?? null);
}

/** The remembered path, forgotten as it is read: the caller decides whether the new user may go there. */
export function takeReturn(): string | null {
  const path = pendingReturn();
  forgetReturn();
  return path;
}

export function forgetReturn(): void {
  storage()?.removeItem(KEY);
}

/** One ended session, one message: set by the first 401, cleared by the next login. */
export const sessionExpiry = pageSingleton('sessionExpiry', () => ({ announced: false }));

/** Work on the page that must outlive the session's end (an unsaved form): each keeper stores its own, in this tab. */
const keepers = pageSingleton('sessionKeepers', () => new Set<() => void>());

/** While mounted, `keep` runs when the session ends, before the page is left. Returns the unsubscribe. */
export function keepOnSessionEnd(keep: () => void): () => void {
  keepers.add(keep);
  return () => keepers.delete(keep);
}

/** The session ended: every keeper stores what it holds. */
export function keepWorkInProgress(): void {
  for (const keep of keepers) keep();
}
