/** The six owner colours of the reservation calendar, in the spec's order (docs/product/calendar-and-credits.md#business-constants-spec-9). */
export const OWNER_TONES = ['red', 'yellow', 'green', 'blue', 'purple', 'orange'] as const;
export type OwnerTone = (typeof OWNER_TONES)[number];

/**
 * What a calendar day can look like; the owner tones colour days reserved by each co-owner, `geblokkeerd` marks a
 * maintenance block (the camper is at the garage).
 */
export type DayTone = 'hoogseizoen' | 'laagseizoen' | 'buffer' | 'geblokkeerd' | OwnerTone;

/** The colour of the owner at position `index` (0-based); the palette repeats after six owners. */
export function ownerTone(index: number): OwnerTone {
  const tone = OWNER_TONES[((index % OWNER_TONES.length) + OWNER_TONES.length) % OWNER_TONES.length];
  if (tone === undefined) throw new Error('unreachable');
  return tone;
}
