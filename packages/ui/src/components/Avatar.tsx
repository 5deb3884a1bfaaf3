import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { cx } from '@camperdeel/ui/styled-system/css';
import { type AvatarVariantProps, avatar } from '@camperdeel/ui/styled-system/recipes';

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

export function Avatar({ name, src, size, className }: AvatarProps) {
  const classes = avatar({ size });
  return (
    <ArkAvatar.Root className={cx(classes.root, className)}>
      <ArkAvatar.Fallback className={classes.fallback} role="img" aria-label={name}>
        {initialOf(name)}
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={classes.image} src={src} alt={name} /> : null}
    </ArkAvatar.Root>
  );
}
