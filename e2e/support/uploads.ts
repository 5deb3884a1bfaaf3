import type { TestServer, TestUser } from '@camperdeel/bff/test/server';
import { expect } from '@playwright/test';

/** A small but real PDF: the server checks uploads by their content. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A one-pixel PNG, for every image upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The admin uploads a PDF document for a camper through the API; its owners get a notification and a mail. */
export async function uploadDocument(
  app: TestServer,
  admin: TestUser,
  camperId: string,
  naam: string,
): Promise<void> {
  const form = new FormData();
  form.set('camper_id', camperId);
  form.set('document_naam', naam);
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'document.pdf');
  const res = await app.request('/api/admin/documents', { body: form, cookie: admin.cookie });
  expect(res.status).toBe(201);
}
