import type { MeldingJson } from '../../src/modules/notifications/service.ts';
import { fieldsForm } from '../support/files.ts';
import { readJson, type TestServer, type TestUser } from '../support/server.ts';

/** A notification as the API answers it. */
export type Melding = MeldingJson;

export { mailsTo, outbox } from '../support/outbox.ts';

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
  const body = fieldsForm(fields);
  body.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bestand.pdf');
  return body;
}
