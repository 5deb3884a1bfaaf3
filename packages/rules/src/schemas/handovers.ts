import { z } from 'zod';
import { HANDOVER_MOMENTS } from '../handover.ts';
import { DAMAGE_STATUSES } from '../handover-correction.ts';
import { count, entity, id, isoDate, timestamp } from './answers.ts';

const handoverFields = {
  id,
  camper_id: id,
  reservering_id: z.string().nullable(),
  reservering: z.strictObject({ start_datum: isoDate, eind_datum: isoDate }).nullable(),
  user_id: z.string().nullable(),
  naam: z.string().nullable().meta({ description: 'Wie de overdracht vastlegde' }),
  moment: z.enum(HANDOVER_MOMENTS),
  km_stand: count,
  brandstof_procent: count,
  schoon: z.boolean(),
  schade: z.string().nullable(),
  schade_status: z
    .enum(DAMAGE_STATUSES)
    .nullable()
    .meta({ description: 'Null zonder schade; open → in_behandeling → opgelost' }),
  notitie: z.string().nullable().meta({ description: 'Notitie van de beheerder' }),
  created_at: timestamp,
  fotos: z.array(z.strictObject({ id, url: z.string(), thumbnail_url: z.string() })),
  foto_urls: z.array(z.string()),
};
export const handoverSchema = entity('Overdracht', handoverFields);
/** A reported damage in the admins' follow-up list: the handover it was reported on, with the camper's name. */
export const damageSchema = entity('Schade', { ...handoverFields, camper_naam: z.string() });
