import { imageSrcSet } from '@camperdeel/rules/images';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { Caravan } from 'lucide-react';

const frame = css({
  position: 'relative',
  bg: 'bg.subtle',
  color: 'fg.subtle',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  // Absolutely placed, so the caller's frame size alone decides the box (also inside a stretched flex row).
  '& > img': { position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' },
  '& > svg': { w: '12', h: '12' },
});

/** The carousel and the details dialog are at most 28rem wide. */
const SIZES = '(max-width: 448px) 100vw, 448px';

/**
 * A camper photo filling its frame, or a camper icon when there is none. The caller's class sizes the frame.
 * `priority`: the first card's photo is the page's largest paint, so it loads at once and first; the others wait
 * until they scroll near. The browser picks the WebP width it needs from the srcset (packages/rules/src/images.ts).
 */
export function CamperPhoto({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const srcSet = src ? imageSrcSet(src) : undefined;
  return (
    <div className={cx(frame, className)}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? SIZES : undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      ) : (
        <Caravan aria-hidden="true" />
      )}
    </div>
  );
}
