import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutboxMail } from '../../src/mail/mailer.ts';
import { readJson, type TestServer, type TestUser } from '../support/server.ts';

export type Melding = {
  id: string;
  soort: string;
  titel: string;
  tekst: string;
  link: string;
  gelezen: boolean;
  created_at: string;
};

/** Every mail in the outbox folder, oldest first, once the mail queued so far went out (`drainMail`: needed for SMTP). */
export async function outbox(t: TestServer): Promise<OutboxMail[]> {
  await t.drainMail();
  const dir = t.config.outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail);
}

export async function mailsTo(t: TestServer, email: string): Promise<OutboxMail[]> {
  return (await outbox(t)).filter((m) => m.to === email);
}

/** The bell's list of `user`. */
export async function bell(
  t: TestServer,
  user: TestUser,
): Promise<{ meldingen: Melding[]; ongelezen: number }> {
  const res = await t.request('/api/me/notifications', { cookie: user.cookie });
  if (res.status !== 200) throw new Error(`bell answered ${res.status}`);
  return readJson(res);
}

export async function kinds(t: TestServer, user: TestUser): Promise<string[]> {
  return (await bell(t, user)).meldingen.map((m) => m.soort);
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export function pdfForm(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bestand.pdf');
  return body;
}
