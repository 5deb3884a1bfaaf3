import type { Context } from 'hono';
import { isImageExtension } from '../storage/files.ts';
import type { UploadedFile } from '../storage/upload.ts';
import { apiFailure } from './api-error.ts';
import { budgetKey, spendBudget } from './db-budget.ts';
import type { AppEnv } from './env.ts';

/**
 * Every photo is decoded and encoded anew in three widths (image-pipeline.ts), which costs far more CPU than any other
 * request, so photos have their own budget per member on top of the write throttle: 60 an hour over every photo
 * route (profile photo, camper photos, handover photos), counted in the database so it holds across instances.
 */
export const PHOTOS_PER_HOUR = 60;
const HOUR_MS = 60 * 60_000;

/** Spends one photo of the member's budget per image in `files`; 429 `photo_budget_exceeded` when it is used up. */
export async function spendPhotoBudget(c: Context<AppEnv>, files: readonly UploadedFile[]): Promise<void> {
  const user = c.var.user;
  const photos = files.filter((file) => isImageExtension(file.ext)).length;
  // Photo routes are for signed-in members only; their access check has already refused anyone else.
  if (!user || photos === 0) return;
  const decision = await spendBudget(
    c.var.deps.db,
    budgetKey('photo', user.id),
    PHOTOS_PER_HOUR,
    HOUR_MS,
    photos,
  );
  if (decision.allowed) return;
  c.header('Retry-After', String(decision.retryAfterSeconds));
  throw apiFailure('photo_budget_exceeded', {
    values: { max: PHOTOS_PER_HOUR },
    details: { retry_after: decision.retryAfterSeconds },
  });
}
