import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@camperdeel/rules/images';
import sharp, { type OutputInfo } from 'sharp';
import { apiFailure } from '../http/api-error.ts';

/**
 * Input images above this many pixels are refused from their header, before they are decoded: a PNG of a few KB can
 * declare 20000×20000 pixels and would take gigabytes once unpacked. 40 megapixels covers the photos members take
 * (a phone's default 12 MP, a full-frame camera's 24 to 36 MP; a 48 MP phone mode saves 12 MP unless set otherwise)
 * while bounding what one upload may cost: about 160 MB of RGBA pixels at most.
 */
export const MAX_INPUT_MEGAPIXELS = 40;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;
/** The largest side a WebP file can have. */
const WEBP_MAX_SIDE = 16_383;
/** Re-encoding is CPU and memory bound: at most this many run at once, the rest wait their turn. */
const MAX_PARALLEL_ENCODES = 2;
const WEBP_QUALITY = 80;

// libvips' operation cache keeps decoded images around for reuse we never have; without it memory returns at once.
sharp.cache(false);

export type EncodedImage = {
  /** The largest WebP: at most IMAGE_MAX_WIDTH wide, never wider than the original. */
  largest: Buffer;
  variants: Record<ImageVariantWidth, Buffer>;
  width: number;
  height: number;
};

let running = 0;
const waiting: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function refuse(error: unknown): never {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text))
    throw apiFailure('image_too_large', { values: { max: MAX_INPUT_MEGAPIXELS } });
  throw apiFailure('image_unreadable');
}

/**
 * Reads only the image's header (sharp's metadata() decodes no pixels) and refuses it when the dimensions it declares
 * exceed the limit. `limitInputPixels` on the decode below stays as the second line, for a format whose header
 * metadata() cannot read.
 */
async function refuseOversized(input: Uint8Array): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch (error) {
    refuse(error);
  }
  if (width !== undefined && height !== undefined && width * height > MAX_INPUT_PIXELS)
    throw apiFailure('image_too_large', { values: { max: MAX_INPUT_MEGAPIXELS } });
}

/**
 * Decodes an uploaded image once and encodes it anew as WebP in every width the screens use. Only pixels survive:
 * EXIF (GPS included), ICC, XMP, comments and whatever bytes were appended to or hidden in the file (polyglots) are
 * gone, because nothing of the original file is copied. The orientation in EXIF is applied first, so photos stay
 * upright without it. Animated GIFs keep their first frame. Throws 413 `image_too_large` for a decompression bomb
 * and 415 `image_unreadable` for anything libvips cannot decode.
 */
export async function reencodeImage(input: Uint8Array): Promise<EncodedImage> {
  // Before waiting for an encode slot: refusing a bomb costs only its header.
  await refuseOversized(input);
  return withEncodeSlot(async () => {
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      pixels = await sharp(input, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'error',
        sequentialRead: true,
      })
        .rotate()
        .resize({
          width: IMAGE_MAX_WIDTH,
          height: WEBP_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      refuse(error);
    }
    const { width, height, channels } = pixels.info;
    const encode = async (targetWidth: number): Promise<Buffer> => {
      const image = sharp(pixels.data, { raw: { width, height, channels } });
      if (targetWidth < width) image.resize({ width: targetWidth });
      return image.webp({ quality: WEBP_QUALITY }).toBuffer();
    };
    try {
      const largest = await encode(width);
      const variants = {} as Record<ImageVariantWidth, Buffer>;
      for (const w of IMAGE_VARIANT_WIDTHS) variants[w] = await encode(w);
      return { largest, variants, width, height };
    } catch (error) {
      // E.g. a 1×50000 strip that cannot be scaled down to 480 wide: still the upload's fault, never a 500.
      refuse(error);
    }
  });
}
