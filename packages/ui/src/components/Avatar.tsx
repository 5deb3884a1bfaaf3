import { cx } from '@camperdeel/ui/styled-system/css';
import { type AvatarVariantProps, avatar } from '@camperdeel/ui/styled-system/recipes';
import { useState } from 'react';

export interface AvatarProps extends AvatarVariantProps {
  /** The person's name: alt text, and its first letter is shown when there is no photo. */
  name: string;
  /** Photo URL; when missing or failing to load the first letter shows instead. */
  src?: string | null;
  className?: string;
}

/** First letter of the name, upper case ('?' for an empty name). */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0);
  return first ? first.toLocaleUpperCase('nl') : '?';
}

/**
 * A round photo, or the name's first letter until the photo has loaded (and for good when it fails). Plain
 * elements rather than Ark's avatar, whose state machine per avatar made an admin list of fifty campers with
 * their owners build two hundred of them (docs/decisions/0105-light-list-rows.md).
 */
export function Avatar({ name, src, size, className }: AvatarProps) {
  const classes = avatar({ size });
  // The photo that finished loading; a new `src` shows the letter again until it has.
  const [loaded, setLoaded] = useState<string | null>(null);
  const shown = Boolean(src) && loaded === src;
  return (
    <span className={cx(classes.root, className)} data-scope="avatar" data-part="root">
      <span className={classes.fallback} role="img" aria-label={name} hidden={shown}>
        {initialOf(name)}
      </span>
      {src ? (
        <img
          className={classes.image}
          src={src}
          alt={name}
          hidden={!shown}
          onLoad={() => setLoaded(src)}
          onError={() => setLoaded(null)}
        />
      ) : null}
    </span>
  );
}
