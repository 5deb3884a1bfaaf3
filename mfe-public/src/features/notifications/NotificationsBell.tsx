import { useNotificationBell } from '@camperdeel/client/notifications';
import { formatDateTime } from '@camperdeel/rules/format';
import { NotificationBell } from '@camperdeel/ui/components/NotificationBell';
import { useNavigate } from '@tanstack/react-router';

/**
 * The bell in this area's header: unread count and the newest notifications (docs/product/api.md#co-owner-life-and-self-service-architecture-10), from the shared
 * data layer, so every header of the page shows one count.
 */
export function NotificationsBell() {
  const navigate = useNavigate();
  const { items, unread, refresh, markRead, markAllRead } = useNotificationBell();
  return (
    <NotificationBell
      items={items}
      unread={unread}
      onOpen={() => void refresh()}
      onMarkRead={markRead}
      onMarkAllRead={markAllRead}
      onNavigate={(link) => void navigate({ to: link })}
      formatTime={formatDateTime}
    />
  );
}
