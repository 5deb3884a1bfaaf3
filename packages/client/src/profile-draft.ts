import type { ProfileUpdateInput } from '@camperdeel/rules/schemas/profile';

/**
 * An unsaved profile form kept over an ended session (docs/decisions/0080-booking-on-the-calendar.md): this tab's
 * sessionStorage, for the same user only, read once; logout removes it. Never a password or a token: the form has none.
 */
const KEY = 'camperdeel.profiel-concept';

type Draft = { userId: string; values: object };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const TEXT_FIELDS = [
  'naam',
  'beschrijving',
  'telefoonnummer',
  'huisdieren',
  'allergieen_intolleranties',
] as const;

/** Only a value of the form's own shape is trusted back; anything else is dropped. */
function asValues(raw: unknown): ProfileUpdateInput | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.length > 5000) return null;
    values[field] = value;
  }
  const count = record.aantal_familieleden;
  if (count !== null && !(typeof count === 'number' && Number.isFinite(count))) return null;
  values.aantal_familieleden = count;
  return values as ProfileUpdateInput;
}

export function keepProfileDraft(userId: string, values: object): void {
  storage()?.setItem(KEY, JSON.stringify({ userId, values } satisfies Draft));
}

/** The kept draft of `userId`, forgotten as it is read. */
export function takeProfileDraft(userId: string): ProfileUpdateInput | null {
  const store = storage();
  const raw = store?.getItem(KEY) ?? null;
  store?.removeItem(KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('userId' in parsed) || parsed.userId !== userId)
      return null;
    return 'values' in parsed ? asValues(parsed.values) : null;
  } catch {
    return null;
  }
}

export function forgetProfileDraft(): void {
  storage()?.removeItem(KEY);
}
