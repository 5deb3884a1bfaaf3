import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DOCUMENT_FILE_TYPES } from '@camperdeel/rules/schemas/documents';
import { IMAGE_FILE_TYPES } from '@camperdeel/rules/schemas/files';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { handleError } from '../../src/app.ts';
import type { AppEnv } from '../../src/http/env.ts';
import { RateLimiter } from '../../src/http/rate-limiter.ts';
import { publicFileUrl, saveFile } from '../../src/storage/files.ts';
import { signedDownloadUrl } from '../../src/storage/signed-url.ts';
import { readUpload } from '../../src/storage/upload.ts';
import { docBytes, docxBytes, jpegBytes, pdfBytes, pngBytes, uploadForm } from '../support/files.ts';
import { type ErrorBody, readJson, startTestServer, type TestServer } from '../support/server.ts';

const MAX = 64 * 1024;
let t: TestServer;
let uploadServer: ServerType;
let uploadUrl: string;

/**
 * readUpload is exercised through a small app of its own (the resource endpoints that use it are tested by their
 * owners): it stores what passes in camper-documents and answers with the key and what was detected.
 */
beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-05-01T12:00:00Z') });
  const deps = { db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    c.set('limiter', new RateLimiter());
    await next();
  });
  app.post('/documents', async (c) => {
    const upload = await readUpload(c, {
      allowed: DOCUMENT_FILE_TYPES,
      maxBytes: MAX,
      missingFile: 'incomplete_document',
    });
    // Like the real documents route: a record is kept byte for byte (images elsewhere are re-encoded).
    const key = await saveFile(t.config, 'camper-documents', upload.bytes, upload.ext, { asUploaded: true });
    return c.json({
      key,
      mime: upload.mime,
      ext: upload.ext,
      size: upload.size,
      name: upload.originalName,
      fields: upload.fields,
    });
  });
  app.post('/photos', async (c) => {
    const upload = await readUpload(c, { allowed: IMAGE_FILE_TYPES, maxBytes: MAX });
    return c.json({ key: await saveFile(t.config, 'profile-photos', upload.bytes, upload.ext) });
  });
  app.onError(handleError);
  uploadServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => uploadServer.once('listening', () => resolve()));
  uploadUrl = `http://127.0.0.1:${(uploadServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => uploadServer.close(() => resolve()));
  await t.close();
});

function stored(bucket: string): string[] {
  const dir = join(t.config.storageDir, bucket);
  return existsSync(dir) ? readdirSync(dir) : [];
}

type Stored = {
  key: string;
  mime: string;
  ext: string;
  size: number;
  name: string;
  fields: Record<string, string>;
};

async function upload(
  path: string,
  body: FormData | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return fetch(`${uploadUrl}${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

describe('readUpload', () => {
  test('accepts each allowed kind by its content and stores it under a server key', async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [pdfBytes(), 'Kentekenbewijs.PDF', 'pdf', 'application/pdf'],
      [docBytes(), 'handleiding.doc', 'doc', 'application/msword'],
      [
        docxBytes(),
        'contract.docx',
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [jpegBytes(), 'foto.jpeg', 'jpg', 'image/jpeg'],
      [pngBytes(), 'plattegrond.png', 'png', 'image/png'],
    ];
    for (const [bytes, name, ext, mime] of cases) {
      const res = await upload('/documents', uploadForm(bytes, name, { document_naam: 'Mijn document' }));
      expect(res.status, name).toBe(200);
      const body = await readJson<Stored>(res);
      expect(body).toMatchObject({
        ext,
        mime,
        size: bytes.byteLength,
        name,
        fields: { document_naam: 'Mijn document' },
      });
      expect(body.key).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));
      expect(readFileSync(join(t.config.storageDir, 'camper-documents', body.key))).toEqual(
        Buffer.from(bytes),
      );
    }
  });

  test('content that does not match the name, or is not on the list, is 415 and nothing is written', async () => {
    const before = stored('camper-documents').length;
    const cases: [Uint8Array, string][] = [
      [pngBytes(), 'factuur.pdf'],
      [pdfBytes(), 'foto.png'],
      [docxBytes(), 'oud.doc'],
      [docBytes(), 'nieuw.docx'],
      [new TextEncoder().encode('#!/bin/sh\necho hoi\n'), 'script.pdf'],
      [pdfBytes(), 'zonder-extensie'],
    ];
    for (const [bytes, name] of cases) {
      const res = await upload('/documents', uploadForm(bytes, name));
      expect(res.status, name).toBe(415);
      expect(await readJson<ErrorBody>(res)).toEqual({
        error: { code: 'unsupported_file_type', message: 'Dit bestandstype wordt niet ondersteund.' },
      });
    }
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload('/documents', uploadForm(gif, 'plaatje.gif'))).status).toBe(415);
    expect((await upload('/photos', uploadForm(pdfBytes(), 'foto.pdf'))).status).toBe(415);
    expect(stored('camper-documents')).toHaveLength(before);
    expect(stored('profile-photos')).toHaveLength(0);
  });

  test('too large is 413 file_too_large, by Content-Length or while streaming, and nothing is written', async () => {
    const before = stored('camper-documents').length;
    const big = new Uint8Array(MAX + 1);
    big.set(pdfBytes());
    const declared = await upload('/documents', uploadForm(big, 'groot.pdf'));
    expect(declared.status).toBe(413);
    expect((await readJson<ErrorBody>(declared)).error.code).toBe('file_too_large');

    // A chunked body with no Content-Length is counted while it streams in.
    const boundary = 'grens123';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="groot.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const chunk = new Uint8Array(32 * 1024).fill(0x41);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        else if (sent > 200) return controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    const streamed = await upload('/documents', stream, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(200);
    expect(stored('camper-documents')).toHaveLength(before);
  });

  test('path tricks in the file name are ignored; the key is the server’s own', async () => {
    const res = await upload('/documents', uploadForm(pdfBytes(), '../../../signing.key/..\\..\\evil.pdf'));
    expect(res.status).toBe(200);
    const body = await readJson<Stored>(res);
    expect(body.name).toBe('evil.pdf');
    expect(body.key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(join(t.dataDir, 'evil.pdf'))).toBe(false);
  });

  test('a missing file gets the caller’s error; a non-multipart body is 400', async () => {
    const form = new FormData();
    form.set('document_naam', 'Zonder bestand');
    const missing = await upload('/documents', form);
    expect(missing.status).toBe(400);
    expect((await readJson<ErrorBody>(missing)).error).toEqual({
      code: 'incomplete_document',
      message: 'Selecteer een camper, geef een naam en kies een bestand',
    });
    const json = await fetch(`${uploadUrl}/photos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });
});

describe('file serving', () => {
  test('public buckets are served with immutable caching; unknown and crafted keys are 404', async () => {
    const key = await saveFile(t.config, 'camper-images', pngBytes(), 'png');
    const res = await t.request(publicFileUrl('camper-images', key));
    expect(res.status).toBe(200);
    expect(key).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.subarray(8, 12).toString('latin1')).toBe('WEBP');

    for (const path of [
      '/files/camper-images/00000000-0000-4000-8000-000000000000.png',
      '/files/camper-images/..%2F..%2Fsigning.key',
      '/files/camper-images/%2e%2e%2fcamperdeel.db',
      '/files/facturen/00000000-0000-4000-8000-000000000000.pdf',
      '/files/private/camper-images/x.png?expires=1&name=a&sig=00',
    ]) {
      const bad = await t.request(path);
      expect(bad.status, path).toBeGreaterThanOrEqual(403);
      expect(bad.status, path).toBeLessThan(405);
    }
  });

  test('a private file needs a valid, unexpired signature and downloads under its signed name', async () => {
    t.clock.set('2026-05-01T12:00:00Z');
    const key = await saveFile(t.config, 'facturen', pdfBytes('Factuur 2026-001'), 'pdf');
    const url = signedDownloadUrl(t.config, 'facturen', key, {
      filename: 'Factuur 2026-001 (mei).pdf',
      now: t.clock.now(),
    });
    expect(url).toMatch(
      /^\/files\/private\/facturen\/[0-9a-f-]{36}\.pdf\?expires=\d+&name=.+&sig=[0-9a-f]{64}$/,
    );

    const ok = await t.request(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toBe(
      `attachment; filename="Factuur 2026-001 (mei).pdf"; filename*=UTF-8''${encodeURIComponent('Factuur 2026-001 (mei).pdf')}`,
    );
    expect(ok.headers.get('cache-control')).toBe('private, no-store');

    const unsigned = await t.request(`/files/private/facturen/${key}`);
    expect(unsigned.status).toBe(403);
    const altered = await t.request(
      url.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`),
    );
    expect(altered.status).toBe(403);
    expect((await readJson<ErrorBody>(altered)).error.message).toBe('Deze downloadlink is ongeldig.');
    const renamed = await t.request(url.replace(/name=[^&]+/, 'name=ander.exe'));
    expect(renamed.status).toBe(403);
    const otherBucket = await t.request(url.replace('/facturen/', '/camper-documents/'));
    expect(otherBucket.status).toBe(403);
    // Public route cannot reach a private bucket.
    expect((await t.request(`/files/facturen/${key}`)).status).toBe(404);

    t.clock.advance(61_000);
    const expired = await t.request(url);
    expect(expired.status).toBe(403);
    expect(await readJson<ErrorBody>(expired)).toEqual({
      error: { code: 'link_expired', message: 'Deze downloadlink is verlopen.' },
    });
  });
});
