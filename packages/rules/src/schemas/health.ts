import { z } from 'zod';
import { timestamp } from './answers.ts';

/** Alive: the process answers. */
export const healthSchema = z.strictObject({ status: z.literal('ok'), tijd: timestamp });
/** Ready for traffic: the database answers and has every migration this release knows. */
export const readySchema = z.strictObject({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migraties: z.literal('ok'),
});
