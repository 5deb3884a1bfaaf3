import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './Button.tsx';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'size' | 'aria-label'> {
  /** The accessible name: an icon alone tells a screen reader nothing, so it is required. */
  label: string;
  icon: LucideIcon;
}

/** An icon-only button (ghost by default) for row actions in tables and lists. */
export function IconButton({ label, icon: Icon, variant = 'ghost', ...rest }: IconButtonProps) {
  return (
    <Button variant={variant} size="icon" aria-label={label} {...rest}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
