import { z } from 'zod';
import { count, entity, id, isoDate, seizoen, timestamp } from './answers.ts';
import { isoDateSchema, requiredText, strictObject } from './common.ts';

/** `POST /api/admin/campers/:id/blocks`: a maintenance block; the server checks the horizon and the order. */
export const blockCreateSchema = strictObject({
  start_datum: isoDateSchema('Startdatum'),
  eind_datum: isoDateSchema('Einddatum'),
  reden: requiredText('Reden', 200),
});
export type BlockCreateInput = z.infer<typeof blockCreateSchema>;

/** Reasons the admin screen offers; any other short text is allowed too. */
export const BLOCK_REASONS = ['APK', 'Onderhoud', 'Schade'] as const;

export const blockFields = {
  id,
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
  reden: z.string(),
  created_at: timestamp,
};
export const blockSchema = entity('Blokkade', blockFields);
/** A reservation a block lies over. */
export const blockConflictSchema = entity('BlokkadeConflict', {
  id,
  user_id: id,
  naam: z.string(),
  email: z.string(),
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
  seizoen_type: seizoen,
  credits_gebruikt: count,
});
export const adminBlockSchema = entity('BeheerBlokkade', {
  ...blockFields,
  conflicten: z.array(blockConflictSchema),
});
export const blockCreatedSchema = z.strictObject({
  blokkade: blockSchema,
  conflicten: z.array(blockConflictSchema),
});
