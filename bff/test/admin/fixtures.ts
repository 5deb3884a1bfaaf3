import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fieldsForm } from '../support/files.ts';
import type { TestServer, TestUser } from '../support/server.ts';

/** Tiny real files: each starts with the magic bytes its type is sniffed by. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 8×8 JPEG: uploaded images are decoded and re-encoded, so a header alone no longer passes. */
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKABiz//2Q==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const TEXT = Buffer.from('dit is gewoon tekst, geen pdf\n');

export type FilePart = { name: string; bytes: Uint8Array; type?: string };

/** A multipart body: text fields plus an optional file under `file`. */
export function form(fields: Record<string, string>, file?: FilePart): FormData {
  const body = fieldsForm(fields);
  if (file) body.append('file', new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  return body;
}

/** Every file under the server's storage folder (bucket/key), sorted: "nothing changed on disk" checks. */
export function storedFiles(t: TestServer): string[] {
  const root = t.config.storageDir;
  const out: string[] = [];
  let buckets: string[] = [];
  try {
    buckets = readdirSync(root);
  } catch {
    return out;
  }
  for (const bucket of buckets) {
    for (const key of readdirSync(join(root, bucket))) out.push(`${bucket}/${key}`);
  }
  return out.sort();
}

export type Json = Record<string, unknown>;

/** A JSON request as `who`; answers status and parsed body. */
export async function call(
  t: TestServer,
  who: TestUser | null,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: Json }> {
  const res = await t.request(path, {
    method,
    ...(json !== undefined ? { json } : {}),
    ...(who ? { cookie: who.cookie } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

/** A multipart request as `who`. */
export async function upload(
  t: TestServer,
  who: TestUser,
  method: string,
  path: string,
  body: FormData,
): Promise<{ status: number; body: Json }> {
  const res = await t.request(path, { method, body, cookie: who.cookie });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A snapshot of every table a test may touch, to prove a refused request changed nothing. */
export async function snapshot(t: TestServer): Promise<string> {
  const tables = [
    'profiles',
    'users',
    'campers',
    'camper_eigenaars',
    'aanmeldingen',
    'reserveringen',
    'user_credits',
    'credit_ledger',
    'credit_standards',
    'camper_documenten',
    'facturen',
  ] as const;
  const parts: unknown[] = [];
  for (const table of tables) parts.push(await t.db.selectFrom(table).selectAll().execute());
  return JSON.stringify(parts);
}
