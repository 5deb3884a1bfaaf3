import type { Result as ApiResult } from '@camperdeel/client/result';
import { ERRORS, FAILURE_TITLES, GENERIC_FAILURE_MESSAGE } from '@camperdeel/rules/errors';

export type ApplyOutcome = { kind: 'applied' } | { kind: 'failed'; title: string; description: string };

/** docs/product/public.md#states-spec-4, docs/product/messages.md#error-catalogue-spec-8: 'Bedankt!' on success; a duplicate is 'Al aangemeld'; anything else 'Er ging iets mis'. */
export function applyOutcome(result: ApiResult<unknown>): ApplyOutcome {
  if (result.ok) return { kind: 'applied' };
  const body = result.body as { error?: { code?: unknown } } | null;
  if (body?.error?.code === 'already_applied') {
    return {
      kind: 'failed',
      title: FAILURE_TITLES.alreadyApplied,
      description: ERRORS.already_applied.message,
    };
  }
  return { kind: 'failed', title: FAILURE_TITLES.generic, description: GENERIC_FAILURE_MESSAGE };
}

/** docs/product/calendar-and-credits.md#business-constants-spec-9: the success dialog closes itself after 5 seconds. */
export const THANKS_AUTO_CLOSE_MS = 5000;
