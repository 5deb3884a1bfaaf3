import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MAX_WIDTH, imageFiles, imageVariantUrl } from '@camperdeel/rules/images';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { postCamperFile } from '../support/camper-files.ts';
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import { docxBytes, uploadForm } from '../support/files.ts';
import {
  GPS_LATITUDE,
  HTML_PAYLOAD,
  jpegWithGps,
  jpegWithZip,
  pngBomb,
  pngWithHtml,
} from '../support/hostile-images.ts';
import { type ErrorBody, readJson } from '../support/server.ts';

const t = serverForFile();
const w = setUpForFile(async () => ({ admin: await t.createAdmin(), camperId: await t.createCamper() }));

function storedFiles(): string[] {
  const out: string[] = [];
  for (const bucket of ['camper-images', 'profile-photos']) {
    const dir = join(t.config.storageDir, bucket);
    if (existsSync(dir)) for (const f of readdirSync(dir)) out.push(`${bucket}/${f}`);
  }
  return out.sort();
}

async function fetchBytes(url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await t.request(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Uploads as a detail photo of the camper and answers the new photo's URL. */
function uploadCamperPhoto(bytes: Uint8Array, name: string): Promise<Response> {
  return postCamperFile(t, w.admin, w.camperId, { veld: 'detailfoto', name, bytes });
}

async function lastDetailPhoto(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const body = await readJson<{ camper: { detailfoto_urls: string[] } }>(res);
  const url = body.camper.detailfoto_urls.at(-1);
  if (!url) throw new Error('geen detailfoto');
  return url;
}

/** Every width of a stored image: served as WebP, sandboxed, and without any metadata. */
async function expectCleanWebp(url: string): Promise<Map<string, { width: number; height: number }>> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const file of imageFiles(url)) {
    const { res, bytes } = await fetchBytes(file);
    expect(res.status, file).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif, file).toBeUndefined();
    expect(meta.xmp, file).toBeUndefined();
    expect(meta.icc, file).toBeUndefined();
    // No EXIF/XMP chunk in the RIFF container at all.
    expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    sizes.set(file, { width: meta.width ?? 0, height: meta.height ?? 0 });
  }
  return sizes;
}

describe('uploaded images are re-encoded to WebP', () => {
  test('a phone photo loses its EXIF and GPS, is turned upright, and is stored in the widths the screens use', async () => {
    const original = await jpegWithGps(2400, 1800);
    // The input really carries what must go: orientation and the GPS position.
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const latitude = Buffer.alloc(8);
    latitude.writeUInt32LE(GPS_LATITUDE[0], 0);
    latitude.writeUInt32LE(1, 4);
    expect(original.includes(latitude)).toBe(true);

    const res = await t.request('/api/me/profile/photo', {
      method: 'POST',
      cookie: w.admin.cookie,
      body: uploadForm(original, 'vakantie.jpg'),
    });
    expect(res.status).toBe(200);
    const url = (await readJson<{ profile: { profielfoto_url: string } }>(res)).profile.profielfoto_url;
    expect(url).toMatch(/^\/files\/profile-photos\/[0-9a-f-]{36}\.webp$/);
    const sizes = await expectCleanWebp(url);
    // Orientation 6 applied: the 2400×1800 landscape pixels are shown as a 1800×2400 portrait; largest ≤ 1600 wide.
    expect(sizes.get(url)).toEqual({
      width: IMAGE_MAX_WIDTH,
      height: Math.round((IMAGE_MAX_WIDTH * 2400) / 1800),
    });
    expect(sizes.get(imageVariantUrl(url, 960))?.width).toBe(960);
    expect(sizes.get(imageVariantUrl(url, 480))?.width).toBe(480);
    for (const file of imageFiles(url)) {
      const { bytes } = await fetchBytes(file);
      expect(bytes.includes(latitude)).toBe(false);
    }

    // Replacing the photo removes all three files of the old one.
    const again = await t.request('/api/me/profile/photo', {
      method: 'POST',
      cookie: w.admin.cookie,
      body: uploadForm(await jpegWithGps(300, 200), 'klein.jpg'),
    });
    const next = (await readJson<{ profile: { profielfoto_url: string } }>(again)).profile.profielfoto_url;
    for (const file of imageFiles(url)) expect((await t.request(file)).status).toBe(404);
    // A small image is never enlarged: every width is the original 200 px (upright: 200×300).
    const small = await expectCleanWebp(next);
    for (const size of small.values()) expect(size).toEqual({ width: 200, height: 300 });
  });

  test('polyglots lose their payload: a PNG with appended HTML/JS and a JPEG with an appended ZIP', async () => {
    const zip = docxBytes();
    for (const [bytes, name, marker] of [
      [await pngWithHtml(), 'poster.png', Buffer.from('<script')],
      [await jpegWithZip(zip), 'foto.jpg', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
    ] as const) {
      expect(Buffer.from(bytes).includes(marker)).toBe(true);
      const url = await lastDetailPhoto(await uploadCamperPhoto(bytes, name));
      expect(url).toMatch(/\.webp$/);
      await expectCleanWebp(url);
      for (const file of imageFiles(url)) {
        const { bytes: served } = await fetchBytes(file);
        expect(served.includes(marker), `${name} ${file}`).toBe(false);
        expect(served.includes(Buffer.from(HTML_PAYLOAD.slice(0, 12)))).toBe(false);
      }
    }
  });

  test('a decompression bomb (20000×20000 PNG of a few KB) is refused with a Dutch 413 and nothing is stored', async () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const files = storedFiles();
    const before = process.memoryUsage().rss;
    for (const path of ['/api/me/profile/photo', `/api/admin/users/${w.admin.id}/photo`]) {
      const res = await t.request(path, {
        method: 'POST',
        cookie: w.admin.cookie,
        body: uploadForm(bomb, 'bom.png'),
      });
      expect(res.status, path).toBe(413);
      const error = (await readJson<ErrorBody>(res)).error;
      expect(error.code).toBe('image_too_large');
      expect(error.message).toBe('Deze afbeelding heeft te veel pixels (maximaal 40 megapixel).');
    }
    const res = await uploadCamperPhoto(bomb, 'bom.png');
    expect(res.status).toBe(413);
    // The server (in this process) never unpacked the 400 MB of pixels.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    expect(storedFiles()).toEqual(files);
    expect((await t.request('/api/health')).status).toBe(200);
  });

  test('bytes that look like an image but do not decode are a Dutch 415, never a 500', async () => {
    const files = storedFiles();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const [bytes, name] of [
      [png.subarray(0, 60), 'afgekapt.png'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'kapot.jpg'],
      [Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'kapot.gif'],
    ] as const) {
      const res = await uploadCamperPhoto(bytes, name);
      expect(res.status, name).toBe(415);
      expect((await readJson<ErrorBody>(res)).error.code).toBe('image_unreadable');
    }
    expect(storedFiles()).toEqual(files);
  });

  test('png, webp, gif and 16-bit png come out as WebP in three widths', async () => {
    const base = sharp({ create: { width: 1000, height: 500, channels: 4, background: '#88aa22' } });
    const cases: [Buffer, string][] = [
      [await base.clone().webp().toBuffer(), 'a.webp'],
      [await base.clone().gif().toBuffer(), 'a.gif'],
      [await base.clone().png().toBuffer(), 'a.png'],
      [await base.clone().toColourspace('rgb16').png().toBuffer(), 'diep.png'],
    ];
    for (const [bytes, name] of cases) {
      const url = await lastDetailPhoto(await uploadCamperPhoto(bytes, name));
      const sizes = await expectCleanWebp(url);
      expect([...sizes.values()].map((s) => s.width)).toEqual([1000, 960, 480]);
    }
  });
});

describe('user files are served so they cannot act on our origin', () => {
  test('the PDF brochure is a download, never inline; images stay inline; all sandboxed with nosniff', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const res = await postCamperFile(t, w.admin, w.camperId, {
      veld: 'pdf',
      name: 'brochure.pdf',
      bytes: pdf,
    });
    expect(res.status).toBe(200);
    const url = (await readJson<{ camper: { pdf_url: string } }>(res)).camper.pdf_url;
    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f-]{36}\.pdf"/);
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a Permissions-Policy that switches off camera, microphone, geolocation, payment and usb is on every answer', async () => {
    const photo = await lastDetailPhoto(await uploadCamperPhoto(await pngWithHtml(), 'p.png'));
    for (const [path, init] of [
      ['/api/health', {}],
      ['/api/auth/me', {}],
      ['/api/bestaat-niet', {}],
      ['/api/auth/login', { json: { email: 'x' } }],
      [photo, {}],
      ['/files/camper-images/00000000-0000-4000-8000-000000000000.webp', {}],
      ['/', {}],
      ['/auth', {}],
      ['/een/pagina/die/niet/bestaat', {}],
    ] as const) {
      const res = await t.request(path, init);
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, `${path} ${feature}`).toContain(`${feature}=()`);
      }
    }
  });
});
