/** The outcome of one BFF call: the typed body, or the status and the (error) body. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

type Sent<T> = { ok: boolean; status: number; json(): Promise<T> };

/** One call; a network failure is status 0 with no body, so callers show one kind of error. */
export async function call<T>(send: () => Promise<Sent<T>>): Promise<ApiResult<T>> {
  let response: Sent<T>;
  try {
    response = await send();
  } catch {
    return { ok: false, status: 0, body: null };
  }
  const body: unknown = await response.json().catch(() => null);
  return response.ok ? { ok: true, data: body as T } : { ok: false, status: response.status, body };
}
