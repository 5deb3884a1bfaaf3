import { isApiFailure } from '@camperdeel/client/failure';

/**
 * Awaits a mutation started with `mutateAsync` from a form or dialog: the failure policy has already shown a
 * refusal as a toast, so here it only means "not done" (undefined). Anything else is a bug and is thrown on.
 */
export async function settled<T>(pending: Promise<T>): Promise<T | undefined> {
  try {
    return await pending;
  } catch (error) {
    if (isApiFailure(error)) return undefined;
    throw error;
  }
}
