import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api.ts';
import { request } from './request.ts';
import { unreadStore, useUnreadCount } from './unread-store.ts';

export const NOTIFICATIONS_KEY = ['me', 'notifications'] as const;

/** New notifications show up without a reload: fetched on mount, when the bell opens and every minute. */
const REFRESH_MS = 60_000;

/**
 * The bell's data (docs/product/api.md#co-owner-life-and-self-service-architecture-10) for any area: the newest page of notifications (older pages on request), the unread count (kept in the
 * shared unread store) and marking read, shown at once and then confirmed by a fresh list. Quiet on failure:
 * a bell that cannot refresh keeps what it showed rather than toasting every minute.
 */
export function useNotificationBell() {
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ pageParam }) =>
      request(() => api.me.notifications.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.volgende ?? undefined,
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });
  const unread = useUnreadCount();
  // The newest page knows the count of every unread notification, however many pages are shown.
  const answered = list.data?.pages[0]?.ongelezen;
  useEffect(() => {
    if (answered !== undefined) unreadStore.getState().setUnread(answered);
  }, [answered]);

  const refresh = () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const markRead = useMutation({
    mutationFn: (id: string) => request(() => api.me.notifications[':id'].read.$post({ param: { id } })),
    meta: { silent: true },
    onMutate: () => unreadStore.getState().setUnread(unreadStore.getState().unread - 1),
    onSettled: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: () => request(() => api.me.notifications['read-all'].$post()),
    meta: { silent: true },
    onMutate: () => unreadStore.getState().setUnread(0),
    onSettled: refresh,
  });
  const loaded = (list.data?.pages ?? []).flatMap((page) => page.meldingen);
  const readIds = new Set(markAllRead.isPending ? loaded.map((item) => item.id) : []);
  if (markRead.isPending && markRead.variables) readIds.add(markRead.variables);
  const items = loaded.map((item) => (readIds.has(item.id) ? { ...item, gelezen: true } : item));
  return {
    items,
    unread,
    refresh,
    /** The next older page, while there is one. */
    more: list.hasNextPage && !list.isFetchingNextPage ? () => void list.fetchNextPage() : undefined,
    markRead: (id: string) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(),
  };
}
