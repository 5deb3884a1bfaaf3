import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { useAreaPath } from '../../../../federation/area.tsx';
import { OwnerContext } from '../owner-data/owner-context.ts';
import { OwnerBottomNav } from './OwnerBottomNav.tsx';
import { OwnerHeader } from './OwnerHeader.tsx';
import { OWNER_PAGE_CONTENT } from './owner-page-content.tsx';
import { useOwnerGuard } from './use-owner-guard.ts';

/**
 * Every `/mijn-camper*` page: the owner guard, the header, the page and the fixed bottom navigation. One component
 * for all rows of the page table, so header and navigation stay mounted while the pages change.
 */
export default function OwnerAreaPage() {
  const pathname = useAreaPath();
  const owner = useOwnerGuard(pathname);
  if (!owner) return <Loading label="Je camper wordt geladen..." className={css({ minH: '100dvh' })} />;
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas', pb: '24' })}>
      <OwnerHeader />
      <main className={css({ maxW: 'xl', mx: 'auto', px: '4', py: '6' })}>
        <OwnerContext value={owner}>{OWNER_PAGE_CONTENT[pathname.replace(/\/+$/, '')]}</OwnerContext>
      </main>
      <OwnerBottomNav pathname={pathname} />
    </div>
  );
}
