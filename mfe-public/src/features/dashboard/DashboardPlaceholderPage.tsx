import { AppHeader } from '@camperdeel/ui/components/AppHeader';
import { Button } from '@camperdeel/ui/components/Button';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { authApi, type MeUser } from '../auth/auth-api.ts';
import { useLogout } from './use-logout.ts';

/**
 * `/dashboard`, for now only its header and heading: the carousel, the bottom tab bar and the other dashboard
 * pages come with the dashboard issue. A visitor without a session is sent to log in first.
 */
export default function DashboardPlaceholderPage() {
  const navigate = useNavigate();
  const { logout, busy } = useLogout();
  const [user, setUser] = useState<MeUser | null>(null);

  useEffect(() => {
    let cancelled = false;
    void authApi.me().then((result) => {
      if (cancelled) return;
      if (result.ok) setUser(result.data.user);
      else void navigate({ to: '/auth', search: { redirect: 'dashboard' }, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (!user) return <Loading className={css({ minH: '100dvh' })} />;
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas' })}>
      <AppHeader
        brandLink={<Link to="/dashboard" />}
        actions={
          <Button variant="ghost" size="sm" onClick={logout} busy={busy} busyLabel="Bezig met uitloggen...">
            <LogOut aria-hidden="true" />
            Uitloggen
          </Button>
        }
      />
      <main
        className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '8' } })}
      >
        <h1 className={css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' })}>
          Beschikbare campers
        </h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          Welkom, {user.naam}. Het overzicht van campers met vrije eigenaarsplaatsen wordt binnenkort
          toegevoegd.
        </p>
      </main>
    </div>
  );
}
