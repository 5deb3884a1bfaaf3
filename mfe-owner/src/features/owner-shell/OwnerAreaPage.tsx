import { Loading } from '@camperdeel/ui/components/Spinner';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { Suspense } from 'react';
import { useAreaPath } from '../../../../federation/area.tsx';
import { PageBoundary } from '../../../../federation/PageBoundary.tsx';
import { OWNER_PAGE_CONTENT } from '../../owner-page-content.tsx';
import { OwnerContext } from '../../shared/owner-context.ts';
import { AppUpdateBanner } from './AppUpdateBanner.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { OwnerBottomNav } from './OwnerBottomNav.tsx';
import { OwnerHeader } from './OwnerHeader.tsx';
import { useOwnerGuard } from './use-owner-guard.ts';

const mainStyle = css({ mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '8' } });
// Forms and cards read best in a column; the calendar uses a desktop's width for two months side by side.
const narrowMain = css({ maxW: { base: 'xl', md: '3xl' } });
const wideMain = css({ maxW: { base: 'xl', md: '3xl', lg: '6xl' } });

/**
 * Every `/mijn-camper*` page: the owner guard, the header, the page and the fixed bottom navigation. One component
 * for all rows of the page table, so header and navigation stay mounted while the pages change.
 */
export default function OwnerAreaPage() {
  const pathname = useAreaPath();
  const owner = useOwnerGuard();
  const path = pathname.replace(/\/+$/, '');
  if (!owner) return <Loading label="Je camper wordt geladen..." className={css({ minH: '100dvh' })} />;
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas', pb: { base: '24', md: '12' } })}>
      <OwnerHeader pathname={pathname} />
      <OfflineNotice />
      <AppUpdateBanner userId={owner.userId} />
      <main className={cx(mainStyle, path === '/mijn-camper/kalender' ? wideMain : narrowMain)}>
        <OwnerContext value={owner}>
          {/* A page that loads lazily (or fails to) replaces only the page: header and navigation stay. */}
          <PageBoundary resetKey={path}>
            <Suspense fallback={<Loading />}>{OWNER_PAGE_CONTENT[path]}</Suspense>
          </PageBoundary>
        </OwnerContext>
      </main>
      <OwnerBottomNav pathname={pathname} />
    </div>
  );
}
