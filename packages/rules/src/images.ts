/**
 * Uploaded images are re-encoded and stored as WebP in the widths the screens use. The URL kept in the database names
 * the largest file (at most IMAGE_MAX_WIDTH pixels wide, never enlarged); each smaller width sits beside it under the
 * same name with a `-<width>w` suffix. Server (writing and deleting the files) and screens (srcset) derive the
 * variants from that one URL with these functions.
 */
export const IMAGE_MAX_WIDTH = 1600;
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const WEBP = /\.webp$/;

/** The URL (or storage key) of one smaller width; an image stored before re-encoding has none and keeps its URL. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return WEBP.test(url) ? url.replace(WEBP, `-${width}w.webp`) : url;
}

/** Every file of one stored image, largest first. */
export function imageFiles(url: string): string[] {
  if (!WEBP.test(url)) return [url];
  return [url, ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariantUrl(url, w)).reverse()];
}

/** A srcset for an <img>, or undefined for an image without variants. */
export function imageSrcSet(url: string): string | undefined {
  if (!WEBP.test(url)) return undefined;
  const smaller = IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`);
  return [...smaller, `${url} ${IMAGE_MAX_WIDTH}w`].join(', ');
}
