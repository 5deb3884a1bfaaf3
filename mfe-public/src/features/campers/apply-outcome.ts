import type { ApiFailure } from '@camperdeel/client/failure';
import { ERRORS, FAILURE_TITLES, GENERIC_FAILURE_MESSAGE } from '@camperdeel/rules/errors';

/**
 * docs/product/public.md#states-spec-4, docs/product/messages.md#error-catalogue-spec-8: a failed application says
 * 'Al aangemeld' for a duplicate and 'Er ging iets mis' for anything else, in the product's words, not the server's.
 */
export function applyFailureToast(failure: ApiFailure): { title: string; message: string } {
  if (failure.code === 'already_applied') {
    return { title: FAILURE_TITLES.alreadyApplied, message: ERRORS.already_applied.message };
  }
  return { title: FAILURE_TITLES.generic, message: GENERIC_FAILURE_MESSAGE };
}

/** docs/product/calendar-and-credits.md#business-constants-spec-9: the success dialog closes itself after 5 seconds. */
export const THANKS_AUTO_CLOSE_MS = 5000;
