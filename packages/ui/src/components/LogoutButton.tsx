import { LogOut } from 'lucide-react';
import { Button } from './Button.tsx';

/** 'Uitloggen' with its icon, as a header shows it beside the bell; busy while the logout runs. */
export function LogoutButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} busy={busy} busyLabel="Bezig met uitloggen...">
      <LogOut aria-hidden="true" />
      Uitloggen
    </Button>
  );
}
