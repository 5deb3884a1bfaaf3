import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Mail } from './deliver.ts';

/**
 * A mailed link's secret (reset, invitation, confirmation) never sits readable in the mail queue: the readable
 * columns hold the mail with the secret replaced, and the full mail is kept encrypted with a key derived from the
 * server key until it is handed over, after which the queue drops it. A retry decrypts it again.
 */
export const REDACTED = '[verwijderd]';

/** What the readable columns keep: the mail's text, HTML and link, each with the secret replaced. */
export type MailParts = { tekst: string; html: string | null; link: string | null };

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One key per purpose: the signing key itself never encrypts anything. */
function queueKey(serverKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'camperdeel mail-queue', 32));
}

/** `text` with every occurrence of `secret` replaced. */
function without(text: string, secret: string): string {
  return text.split(secret).join(REDACTED);
}

/** The parts of a mail an admin may read: the secret (when the mail has one) replaced. */
export function readableParts(mail: Mail): MailParts {
  const secret = mail.secret;
  const hide = (text: string) => (secret ? without(text, secret) : text);
  return {
    tekst: hide(mail.text),
    html: mail.html ? hide(mail.html) : null,
    link: mail.link ? hide(mail.link) : null,
  };
}

/** The full mail parts, encrypted (AES-256-GCM) for the queue's `versleuteld` column. */
export function sealParts(serverKey: Buffer, parts: MailParts): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', queueKey(serverKey), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(parts), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The parts `sealParts` encrypted; throws when the key changed or the value was altered. */
export function openParts(serverKey: Buffer, sealed: string): MailParts {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) throw new Error('onbekende versleuteling');
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', queueKey(serverKey), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as MailParts;
}

/** Secrets of the links we mail, for rows queued before secrets were sealed (they carry no `versleuteld`). */
const LINK_SECRET = /([?&](?:reset|bevestig|uitnodiging)=)[^\s&"'<>]+/g;

/** A row's readable parts with any mailed link's secret replaced: what stays once the mail is handed over. */
export function redactLinks(parts: MailParts): MailParts {
  const hide = (text: string) => text.replace(LINK_SECRET, `$1${REDACTED}`);
  return {
    tekst: hide(parts.tekst),
    html: parts.html && hide(parts.html),
    link: parts.link && hide(parts.link),
  };
}
