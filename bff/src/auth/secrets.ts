import { hash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A bearer secret of 160 random bits, URL- and cookie-safe. */
export function generateSecret(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

/** What we store instead of a secret: its SHA-256 in hex. A database leak then reveals no usable token. */
export function hashSecret(secret: string): string {
  // The one-shot hash: every signed-in request hashes its cookie, and this costs half of createHash's three calls.
  return hash('sha256', secret, 'hex');
}
