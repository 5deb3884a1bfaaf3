import { cx } from '@camperdeel/ui/styled-system/css';
import { detailList } from '@camperdeel/ui/styled-system/recipes';
import type { ReactNode } from 'react';

export interface Detail {
  /** e.g. 'Telefoonnummer' */
  label: string;
  /** Empty values (null, undefined, '') are left out, as the spec's detail dialogs do ("if any"). */
  value: ReactNode;
}

export interface DetailListProps {
  items: Detail[];
  className?: string;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

/** Label/value pairs (a <dl>) for detail dialogs: owner details, user info, camper specifications. */
export function DetailList({ items, className }: DetailListProps) {
  const classes = detailList();
  const shown = items.filter((item) => !isEmpty(item.value));
  if (shown.length === 0) return null;
  return (
    <dl className={cx(classes.root, className)}>
      {shown.map((item) => (
        <div key={item.label} className={classes.item}>
          <dt className={classes.term}>{item.label}</dt>
          <dd className={classes.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
