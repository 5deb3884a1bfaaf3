import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** A truecolour raster that can draw the few shapes the demo pictures need. */
export class Raster {
  readonly width: number;
  readonly height: number;
  private readonly pixels: Uint8Array;

  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  private set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb): void {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy++) {
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx++) this.set(xx, yy, colour);
    }
  }

  /** A rectangle with rounded corners of radius `r`. */
  roundRect(x: number, y: number, w: number, h: number, r: number, colour: Rgb): void {
    for (let yy = y; yy < y + h; yy++) {
      for (let xx = x; xx < x + w; xx++) {
        const dx = Math.max(x + r - xx, 0, xx - (x + w - 1 - r));
        const dy = Math.max(y + r - yy, 0, yy - (y + h - 1 - r));
        if (dx * dx + dy * dy <= r * r) this.set(xx, yy, colour);
      }
    }
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let yy = cy - radius; yy <= cy + radius; yy++) {
      for (let xx = cx - radius; xx <= cx + radius; xx++) {
        if ((xx - cx) ** 2 + (yy - cy) ** 2 <= radius * radius) this.set(xx, yy, colour);
      }
    }
  }

  /** Vertical gradient between two colours over rows y0..y1. */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb): void {
    for (let y = y0; y < y1; y++) {
      const t = (y - y0) / Math.max(1, y1 - y0 - 1);
      const colour: Rgb = [0, 1, 2].map((k) =>
        Math.round((top[k] ?? 0) * (1 - t) + (bottom[k] ?? 0) * t),
      ) as unknown as Rgb;
      this.rect(0, y, this.width, 1, colour);
    }
  }

  /** PNG bytes (8-bit RGB, no interlace), deflated by node:zlib. */
  toPng(): Uint8Array {
    const stride = this.width * 3;
    const raw = new Uint8Array((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (stride + 1)] = 0; // filter type None
      raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // colour type: truecolour
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
