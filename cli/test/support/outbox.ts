import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type OutboxEntry = { to: string; subject: string; text: string; link?: string };

/** Every mail the server wrote into its outbox folder, oldest first. */
export function readOutbox(dir: string): OutboxEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxEntry);
}

/** The token in an invitation link (`/auth?uitnodiging=<token>`). */
export function invitationToken(link: string | undefined): string {
  const token = new URL(link ?? '').searchParams.get('uitnodiging');
  if (!token) throw new Error(`no invitation token in ${link}`);
  return token;
}
