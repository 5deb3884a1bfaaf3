import { describe, expect, it } from 'vitest';
import { imageFiles, imageSrcSet, imageVariantUrl } from '../src/images.ts';

describe('image variants', () => {
  const url = '/files/camper-images/abc/0f3e.webp';

  it('derives each width from the stored URL', () => {
    expect(imageVariantUrl(url, 480)).toBe('/files/camper-images/abc/0f3e-480w.webp');
    expect(imageFiles(url)).toEqual([
      url,
      '/files/camper-images/abc/0f3e-960w.webp',
      '/files/camper-images/abc/0f3e-480w.webp',
    ]);
    expect(imageSrcSet(url)).toBe(
      '/files/camper-images/abc/0f3e-480w.webp 480w, /files/camper-images/abc/0f3e-960w.webp 960w, /files/camper-images/abc/0f3e.webp 1600w',
    );
  });

  it('leaves an image stored before re-encoding alone', () => {
    const legacy = '/files/camper-images/abc/foto.png';
    expect(imageVariantUrl(legacy, 960)).toBe(legacy);
    expect(imageFiles(legacy)).toEqual([legacy]);
    expect(imageSrcSet(legacy)).toBeUndefined();
  });
});
