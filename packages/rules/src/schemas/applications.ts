import type { z } from 'zod';
import { AANMELDING_STATUSES } from '../camper.ts';
import { choice, idSchema, strictObject } from './common.ts';

/** `POST /api/me/applications`: the user applies without a status (stored as in_afwachting). */
export const applicationCreateSchema = strictObject({ camper_id: idSchema('Camper') });
export type ApplicationCreateInput = z.infer<typeof applicationCreateSchema>;

/** `PATCH /api/admin/applications/:id`. */
export const applicationStatusUpdateSchema = strictObject({ status: choice('Status', AANMELDING_STATUSES) });
export type ApplicationStatusUpdateInput = z.infer<typeof applicationStatusUpdateSchema>;
