import { useLogout } from '@camperdeel/client/logout';
import { NotificationsBell } from '@camperdeel/client/NotificationsBell';
import { AppHeader } from '@camperdeel/ui/components/AppHeader';
import { Button } from '@camperdeel/ui/components/Button';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { OwnerHeaderNav } from './OwnerBottomNav.tsx';

// A phone keeps the icon alone; from `md` up the button also says what it does.
const desktopLabel = css({ display: { base: 'none', md: 'inline' } });

/**
 * The owner header (docs/product/owner.md#screens-spec-2): brand title, the tagline 'slim beleven', the navigation from `md` up and a logout
 * button (an icon on phones, icon and 'Uitloggen' from `md` up).
 */
export function OwnerHeader({ pathname }: { pathname: string }) {
  const { logout, busy } = useLogout();
  return (
    <AppHeader
      title="Camperdeel"
      tagline="slim beleven"
      brandLink={<Link to="/mijn-camper" />}
      nav={<OwnerHeaderNav pathname={pathname} />}
      actions={
        <>
          <NotificationsBell />
          <Button
            variant="ghost"
            size="sm"
            className={css({ minW: '10', h: '10' })}
            onClick={logout}
            busy={busy}
            aria-label="Uitloggen"
            title="Uitloggen"
          >
            {busy ? null : (
              <>
                <LogOut aria-hidden="true" />
                <span className={desktopLabel}>Uitloggen</span>
              </>
            )}
          </Button>
        </>
      }
    />
  );
}
