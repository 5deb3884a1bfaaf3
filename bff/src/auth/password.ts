import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash; never throws on user input. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that a login for an unknown e-mail costs as much time as one for a known
 * e-mail with a wrong password: the answer and its timing reveal nothing about which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('camperdeel-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
