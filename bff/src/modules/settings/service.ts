import { CLUB_PHONE_FIELDS, isPhoneNumber, phoneMessage } from '@camperdeel/rules/club-settings';
import type { ClubSettings, ClubSettingsPutInput, OwnerHelp } from '@camperdeel/rules/schemas/club-office';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';

const SETTING_COLUMNS = [
  'pechbijstand_telefoon',
  'verzekering_telefoon',
  'onderhoud_telefoon',
  'klantenservice_email',
  'openingstijden',
] as const;

const UNSET: ClubSettings = {
  pechbijstand_telefoon: null,
  verzekering_telefoon: null,
  onderhoud_telefoon: null,
  klantenservice_email: null,
  openingstijden: null,
};

/** The club's settings; every field null until an admin sets it. */
export async function readClubSettings(db: Db): Promise<ClubSettings> {
  const row = await db
    .selectFrom('club_instellingen')
    .select(SETTING_COLUMNS)
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? UNSET;
}

const EMAIL = z.email();

/** 422 when a phone number or the e-mail address is not one (the schema already refused lengths and controls). */
function checkSettings(input: ClubSettings): void {
  for (const field of CLUB_PHONE_FIELDS) {
    const value = input[field];
    if (value !== null && !isPhoneNumber(value))
      throw apiFailure('invalid_phone', { message: phoneMessage(field) });
  }
  const email = input.klantenservice_email;
  if (email !== null && !EMAIL.safeParse(email).success) {
    throw apiFailure('invalid_email', {
      message: 'E-mail klantenservice is geen geldig e-mailadres.',
    });
  }
}

/** Replaces the settings: a field left out or empty is cleared, as the form sends every field. */
export async function saveClubSettings(
  db: Db,
  input: ClubSettingsPutInput,
  now: Date,
): Promise<ClubSettings> {
  const settings: ClubSettings = {
    pechbijstand_telefoon: input.pechbijstand_telefoon ?? null,
    verzekering_telefoon: input.verzekering_telefoon ?? null,
    onderhoud_telefoon: input.onderhoud_telefoon ?? null,
    klantenservice_email: input.klantenservice_email?.toLowerCase() ?? null,
    openingstijden: input.openingstijden ?? null,
  };
  checkSettings(settings);
  const row = { ...settings, updated_at: now.toISOString() };
  await db
    .insertInto('club_instellingen')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return settings;
}

/** What the owner's help page shows: the club's settings and the camper's nummerplaat and polisnummer. */
export async function ownerHelp(db: Db, camperId: string): Promise<OwnerHelp> {
  const [settings, camper] = await Promise.all([
    readClubSettings(db),
    db
      .selectFrom('campers')
      .select(['nummerplaat', 'polisnummer'])
      .where('id', '=', camperId)
      .executeTakeFirst(),
  ]);
  return { ...settings, nummerplaat: camper?.nummerplaat ?? null, polisnummer: camper?.polisnummer ?? null };
}
