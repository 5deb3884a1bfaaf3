import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { Suspense } from 'react';
import { useAreaPath } from '../../../../federation/area.tsx';
import { PageBoundary } from '../../../../federation/PageBoundary.tsx';
import { ADMIN_TAB_CONTENT, firstTabLoaded } from '../../admin-tab-content.tsx';
import { AdminHeader } from './AdminHeader.tsx';
import { useAdminGuard } from './use-admin-guard.ts';

/** The page counts as loaded once its tab for the address bar has (federation/lazy-page.tsx). */
export const ready = firstTabLoaded;

/**
 * Every `/admin/dashboard*` page: the admin guard, the header with tabs, and the tab's content. One component for
 * all rows of the page table, so the header stays mounted while the tabs change.
 */
export default function AdminDashboardPage() {
  const pathname = useAreaPath();
  const allowed = useAdminGuard();
  if (!allowed) return <Loading label="Toegang controleren..." className={css({ minH: '100dvh' })} />;
  const Tab = ADMIN_TAB_CONTENT[pathname.replace(/\/+$/, '')];
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas' })}>
      <AdminHeader pathname={pathname} />
      <main
        className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '8' } })}
      >
        {/* A tab that fails to load replaces only the tab: header and tabs stay, 'Opnieuw proberen' loads it. */}
        <PageBoundary resetKey={Tab}>
          <Suspense fallback={<Loading />}>{Tab ? <Tab /> : null}</Suspense>
        </PageBoundary>
      </main>
    </div>
  );
}
