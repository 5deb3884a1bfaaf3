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

/** A camper photo filling its frame, or a camper icon when there is none. The caller's class sizes the frame. */
export function CamperPhoto({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  return (
    <div className={cx(frame, className)}>
      {src ? <img src={src} alt={alt} loading="lazy" /> : <Caravan aria-hidden="true" />}
    </div>
  );
}
