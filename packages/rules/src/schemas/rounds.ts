import { z } from 'zod';
import { count, entity, id, isoDate } from './answers.ts';
import { isoDateSchema, strictObject, wholeNumber } from './common.ts';

/** `POST /api/admin/campers/:id/rounds`: a wish round for one year's high season, open until `sluit_op`. */
export const roundCreateSchema = strictObject({
  jaar: wholeNumber('Jaar', 2000, 2999),
  sluit_op: isoDateSchema('Sluitdatum'),
});
export type RoundCreateInput = z.infer<typeof roundCreateSchema>;

const wishPeriodSchema = strictObject({
  start_datum: isoDateSchema('Startdatum'),
  eind_datum: isoDateSchema('Einddatum'),
});

/**
 * `PUT /api/owner/rounds/:id/wishes`: the owner's ranked wishes, best first. More than five is refused by the server
 * with its own code (wish-rounds.ts), so the schema only keeps a request from growing without bound.
 */
export const wishesPutSchema = strictObject({
  wensen: z
    .array(wishPeriodSchema, { error: 'Wensen moet een lijst van perioden zijn' })
    .max(50, { error: 'Geef maximaal 5 wensen op.' }),
});
export type WishesPutInput = z.infer<typeof wishesPutSchema>;

/** `PUT /api/admin/campers/:id/rules`: the camper's fair-use rule; null lifts it. */
export const camperRulesPutSchema = strictObject({
  max_aaneengesloten_hoogseizoen: wholeNumber('Maximaal aaneengesloten hoogseizoendagen', 1, 366).nullable(),
});

export const camperRulesSchema = entity('CamperRegels', {
  max_aaneengesloten_hoogseizoen: count.nullable(),
});

export const roundSchema = entity('Wensronde', {
  id,
  camper_id: id,
  jaar: count,
  status: z.enum(['open', 'toegewezen']),
  sluit_op: isoDate,
  loting_seed: z.string(),
});

export const wishSchema = entity('Wens', { rang: count, start_datum: isoDate, eind_datum: isoDate });

export const ownerRoundSchema = entity('EigenaarWensronde', {
  ...roundSchema.shape,
  mijn_wensen: z.array(wishSchema),
});

export const allocationSchema = entity('Toewijzing', {
  user_id: id,
  rang: count,
  start_datum: isoDate,
  eind_datum: isoDate,
  reservering_id: id.nullable(),
  reden: z.enum(['toegewezen', 'bezet', 'onvoldoende_credits', 'te_lang']),
});

/** One owner's place in the draft, with what decided it: days used before, then the lottery number. */
export const draftPlaceSchema = entity('Loting', {
  user_id: id,
  naam: z.string(),
  beurt: count,
  hoogseizoen_gebruikt: count,
  lotnummer: count,
});

export const allocatedRoundSchema = z.strictObject({
  ronde: roundSchema,
  toewijzingen: z.array(allocationSchema),
  loting: z.array(draftPlaceSchema),
});
export const roundAnswer = z.strictObject({ ronde: roundSchema });
export const roundsAnswer = z.strictObject({ rondes: z.array(roundSchema) });
export const ownerRoundsAnswer = z.strictObject({ rondes: z.array(ownerRoundSchema) });
export const wishesAnswer = z.strictObject({ wensen: z.array(wishSchema) });
export const camperRulesAnswer = z.strictObject({ regels: camperRulesSchema });
