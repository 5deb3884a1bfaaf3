import { LogoutButton } from '@camperdeel/ui/components/LogoutButton';
import { useLogout } from './logout.ts';
import { NotificationsBell } from './NotificationsBell.tsx';

/** The right side of a signed-in area's header: the notification bell and 'Uitloggen'. */
export function HeaderActions() {
  const { logout, busy } = useLogout();
  return (
    <>
      <NotificationsBell />
      <LogoutButton onClick={logout} busy={busy} />
    </>
  );
}
