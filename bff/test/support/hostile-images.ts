/**
 * Images an attacker (or a careless phone) uploads: a JPEG carrying GPS coordinates in EXIF, polyglots with a
 * payload after the image data, and a decompression bomb that declares far more pixels than its bytes suggest.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A recognisable GPS position (Amsterdam, 52°22'N 4°53'E) written as EXIF rationals. */
export const GPS_LATITUDE = [52, 22, 0] as const;

function tiffWithGps(): Buffer {
  // Little-endian TIFF: IFD0 (Orientation 6 = rotate 90°, pointer to the GPS IFD), then the GPS IFD, then rationals.
  const ifd0Offset = 8;
  const ifd0Size = 2 + 2 * 12 + 4;
  const gpsOffset = ifd0Offset + ifd0Size;
  const gpsSize = 2 + 4 * 12 + 4;
  const latOffset = gpsOffset + gpsSize;
  const lonOffset = latOffset + 24;
  const buf = Buffer.alloc(lonOffset + 24);
  buf.write('II', 0, 'latin1');
  buf.writeUInt16LE(42, 2);
  buf.writeUInt32LE(ifd0Offset, 4);
  let p = ifd0Offset;
  const entry = (tag: number, type: number, count: number, value: (at: number) => void) => {
    buf.writeUInt16LE(tag, p);
    buf.writeUInt16LE(type, p + 2);
    buf.writeUInt32LE(count, p + 4);
    value(p + 8);
    p += 12;
  };
  buf.writeUInt16LE(2, p);
  p += 2;
  entry(0x0112, 3, 1, (at) => buf.writeUInt16LE(6, at));
  entry(0x8825, 4, 1, (at) => buf.writeUInt32LE(gpsOffset, at));
  buf.writeUInt32LE(0, p);
  p = gpsOffset;
  buf.writeUInt16LE(4, p);
  p += 2;
  entry(0x0001, 2, 2, (at) => buf.write('N\0', at, 'latin1'));
  entry(0x0002, 5, 3, (at) => buf.writeUInt32LE(latOffset, at));
  entry(0x0003, 2, 2, (at) => buf.write('E\0', at, 'latin1'));
  entry(0x0004, 5, 3, (at) => buf.writeUInt32LE(lonOffset, at));
  buf.writeUInt32LE(0, p);
  const rationals = (at: number, values: readonly number[]) =>
    values.forEach((v, i) => {
      buf.writeUInt32LE(v, at + i * 8);
      buf.writeUInt32LE(1, at + i * 8 + 4);
    });
  rationals(latOffset, GPS_LATITUDE);
  rationals(lonOffset, [4, 53, 0]);
  return buf;
}

/** A `width`×`height` JPEG photo whose EXIF holds a GPS position and orientation 6 (shown rotated by 90°). */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  const plain = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiffWithGps()]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  // APP1 right after the start-of-image marker, where cameras put it.
  return Buffer.concat([plain.subarray(0, 2), segment, payload, plain.subarray(2)]);
}

export const HTML_PAYLOAD =
  '<html><body><script>fetch("/api/auth/me").then(r=>r.text()).then(alert)</script>';

export async function pngWithHtml(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#c08040' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from(HTML_PAYLOAD)]);
}

/** A JPEG followed by a ZIP archive (what `cat photo.jpg archive.zip` makes; unzip still opens it). */
export async function jpegWithZip(zip: Uint8Array): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from(zip)]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of a few KB that declares `width`×`height` greyscale pixels (20000² = 400 megapixels, 400 MB once decoded).
 * Its data stream holds only the first rows: a decoder that trusts the header allocates for all of them.
 */
export function pngBomb(width = 20_000, height = width): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
