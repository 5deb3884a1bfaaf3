import { cx } from '@camperdeel/ui/styled-system/css';
import { type BadgeVariantProps, badge } from '@camperdeel/ui/styled-system/recipes';
import type { ComponentPropsWithRef } from 'react';

export type BadgeTone = NonNullable<BadgeVariantProps['tone']>;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** neutral, brand, success, danger, warning, info, accent, hoogseizoen, laagseizoen */
  tone?: BadgeTone;
}

/** A small status label. For a clickable badge (invoice paid toggle) wrap it in a button with an aria-label. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...rest} />;
}
