import { createAdmin } from '@camperdeel/bff/auth/users';
import { migrateToLatest, openTarget } from '@camperdeel/bff/db/connection';
import { CliError } from '../errors.ts';

/** Migrates when needed (a fresh deployment) and creates an administrator; an existing e-mail is refused. */
export async function createAdminIn(
  databasePath: string,
  input: { email: string; naam: string; password: string },
): Promise<{ id: string; email: string }> {
  const db = openTarget(databasePath);
  try {
    await migrateToLatest(db);
    const admin = await createAdmin(db, input);
    return { id: admin.id, email: admin.email };
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'email_taken') {
      throw new CliError(`Er bestaat al een gebruiker met e-mail ${input.email}.`);
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

export async function migrateDatabase(databasePath: string): Promise<string[]> {
  const db = openTarget(databasePath);
  try {
    return await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
