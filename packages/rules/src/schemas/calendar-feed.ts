import { z } from 'zod';

/** `GET /api/owner/calendar-feed` and its rotation: the owner's private iCal address. */
export const feedUrlSchema = z.strictObject({ url: z.string() });
