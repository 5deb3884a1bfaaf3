import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode } from 'react';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** A page of /mijn-camper under the area's header: its title block, then its cards one under the other. */
export function OwnerPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className={stack}>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
