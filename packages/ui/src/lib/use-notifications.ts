import { useCallback, useEffect, useRef, useState } from 'react';
import type { BellItem } from '../components/NotificationBell.tsx';

type Result<T> = { ok: true; data: T } | { ok: false };

/** The three calls behind the bell; each area passes its own typed API client. */
export type NotificationSource = {
  list: () => Promise<Result<{ meldingen: BellItem[]; ongelezen: number }>>;
  read: (id: string) => Promise<Result<unknown>>;
  readAll: () => Promise<Result<unknown>>;
};

/** New notifications show up without a reload: the list is fetched on mount, when opened and every minute. */
const REFRESH_MS = 60_000;

/** State and actions of the bell (no I/O of its own: `source` does the calls). */
export function useNotifications(source: NotificationSource) {
  const [items, setItems] = useState<BellItem[]>([]);
  const [unread, setUnread] = useState(0);
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const refresh = useCallback(async () => {
    const result = await sourceRef.current.list();
    if (!result.ok) return;
    setItems(result.data.meldingen);
    setUnread(result.data.ongelezen);
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const markRead = useCallback(
    async (id: string) => {
      // Shown at once; the server's answer then confirms it (or the refresh puts it back).
      setItems((list) => list.map((item) => (item.id === id ? { ...item, gelezen: true } : item)));
      setUnread((n) => Math.max(0, n - 1));
      await sourceRef.current.read(id);
      await refresh();
    },
    [refresh],
  );

  const markAllRead = useCallback(async () => {
    setItems((list) => list.map((item) => ({ ...item, gelezen: true })));
    setUnread(0);
    await sourceRef.current.readAll();
    await refresh();
  }, [refresh]);

  return { items, unread, refresh, markRead, markAllRead };
}
