import { Card, type CardProps } from '@camperdeel/ui/components/Card';
import { useId } from 'react';

/** A Card whose title also names it as a region, so screen readers (and tests) can find each card by its title. */
export function NamedCard({
  title,
  ...rest
}: Omit<CardProps, 'title' | 'aria-labelledby'> & { title: string }) {
  const id = useId();
  return <Card title={<span id={id}>{title}</span>} aria-labelledby={id} {...rest} />;
}
