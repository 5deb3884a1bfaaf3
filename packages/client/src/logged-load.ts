import { ApiFailure } from './failure.ts';

/**
 * A load whose failure the spec wants only logged (docs/product/messages.md#failures-that-are-only-logged: the carousel, my applications, assigned campers): any failure
 * gives `fallback` and a console line, except an ended session (401), which is thrown on so the failure policy
 * sends the user to the login page instead of showing "you have none".
 */
export async function loggedLoad<T>(load: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await load();
  } catch (failure) {
    if (failure instanceof ApiFailure && failure.status === 401) throw failure;
    console.error(`${what} mislukt`, failure);
    return fallback;
  }
}
