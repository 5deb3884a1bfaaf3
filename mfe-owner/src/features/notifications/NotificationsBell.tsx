import { formatDateTime } from '@camperdeel/rules/format';
import { NotificationBell } from '@camperdeel/ui/components/NotificationBell';
import { type NotificationSource, useNotifications } from '@camperdeel/ui/lib/use-notifications';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { call } from '../../lib/api-call.ts';

/** The calls behind the bell (architecture §10), on this area's typed client. */
const source: NotificationSource = {
  list: () => call(() => api.me.notifications.$get()),
  read: (id) => call(() => api.me.notifications[':id'].read.$post({ param: { id } })),
  readAll: () => call(() => api.me.notifications['read-all'].$post()),
};

/** The bell in this area's header: unread count and the newest notifications. */
export function NotificationsBell() {
  const navigate = useNavigate();
  const { items, unread, refresh, markRead, markAllRead } = useNotifications(source);
  return (
    <NotificationBell
      items={items}
      unread={unread}
      onOpen={() => void refresh()}
      onMarkRead={(id) => void markRead(id)}
      onMarkAllRead={() => void markAllRead()}
      onNavigate={(link) => void navigate({ to: link })}
      formatTime={formatDateTime}
    />
  );
}
