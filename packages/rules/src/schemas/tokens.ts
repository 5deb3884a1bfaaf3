import type { z } from 'zod';
import { requiredText, strictObject } from './common.ts';

/** `POST /api/admin/tokens`: an API token for the CLI, shown once. */
export const apiTokenCreateSchema = strictObject({ naam: requiredText('Naam', 100) });
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;
