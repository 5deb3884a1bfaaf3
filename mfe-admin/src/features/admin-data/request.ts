import { errorToast } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';

/** What a call ended in: the typed body, or the failure body (null after a network failure). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

type Sent<T> = { ok: boolean; status: number; json(): Promise<T> };

/** One request on the typed client (or fetch); a network failure is status 0 with no body. */
export async function call<T>(send: () => Promise<Sent<T>>): Promise<Outcome<T>> {
  let response: Sent<T>;
  try {
    response = await send();
  } catch {
    return { ok: false, status: 0, body: null };
  }
  const body: unknown = await response.json().catch(() => null);
  return response.ok ? { ok: true, data: body as T } : { ok: false, status: response.status, body };
}

/** Spec §8: a destructive toast with the failed action's Dutch title and the server's message. */
export function showFailure(body: unknown, title: string): void {
  const failure = errorToast(body, title);
  toast.destructive({ title: failure.title, description: failure.message });
}

/** Runs a call and shows the failure toast; resolves to the data, or null when it failed. */
export async function callOrToast<T>(send: () => Promise<Sent<T>>, failureTitle: string): Promise<T | null> {
  const outcome = await call(send);
  if (outcome.ok) return outcome.data;
  showFailure(outcome.body, failureTitle);
  return null;
}

/** A multipart upload (the typed client has no form types for the upload routes, which read the body themselves). */
export function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<Sent<T>> {
  return fetch(path, { method, body: form, credentials: 'include' }) as Promise<Sent<T>>;
}
