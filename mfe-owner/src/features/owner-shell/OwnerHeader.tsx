import { AppHeader } from '@camperdeel/ui/components/AppHeader';
import { Button } from '@camperdeel/ui/components/Button';
import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { NotificationsBell } from '../notifications/NotificationsBell.tsx';
import { useLogout } from '../session/use-logout.ts';
import { forgetOwnerSession } from './use-owner-guard.ts';

/** The owner header (spec §2): brand title, the tagline 'slim beleven' and a logout icon button. */
export function OwnerHeader() {
  const { logout, busy } = useLogout(forgetOwnerSession);
  return (
    <AppHeader
      title="Camperdeel"
      tagline="slim beleven"
      brandLink={<Link to="/mijn-camper" />}
      actions={
        <>
          <NotificationsBell />
          <Button
            variant="ghost"
            size="icon"
            onClick={logout}
            busy={busy}
            aria-label="Uitloggen"
            title="Uitloggen"
          >
            {busy ? null : <LogOut aria-hidden="true" />}
          </Button>
        </>
      }
    />
  );
}
