import { formatDateTime } from '@camperdeel/rules/format';
import { NotificationBell } from '@camperdeel/ui/components/NotificationBell';
import { useNavigate } from '@tanstack/react-router';
import { useNotificationBell } from './notifications.ts';

/**
 * The bell in every area's header: unread count and the newest notifications from the shared data layer, so
 * every header of the page shows one count. The kit's bell takes its I/O as props; this wires it to the API.
 */
export function NotificationsBell() {
  const navigate = useNavigate();
  const { items, unread, refresh, more, markRead, markAllRead } = useNotificationBell();
  return (
    <NotificationBell
      items={items}
      unread={unread}
      onOpen={() => void refresh()}
      onMarkRead={markRead}
      onMarkAllRead={markAllRead}
      onMore={more}
      onNavigate={(link) => void navigate({ to: link })}
      formatTime={formatDateTime}
    />
  );
}
