import { css, cx } from '@camperdeel/ui/styled-system/css';
import { button } from '@camperdeel/ui/styled-system/recipes';
import { Bell } from 'lucide-react';

export type BellItem = {
  id: string;
  titel: string;
  tekst: string;
  link: string;
  gelezen: boolean;
  created_at: string;
};

export interface NotificationBellProps {
  items: readonly BellItem[];
  unread: number;
  /** Called when the list opens (reload it then). */
  onOpen?: () => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  /** Loads older notifications; absent when there are none (or they are loading). */
  onMore?: () => void;
  /** Follows an item's link (inside the app: the router; elsewhere: a full navigation). */
  onNavigate: (link: string) => void;
  /** How an instant is shown, e.g. `3 mrt. 2026 10:00`. */
  formatTime: (iso: string) => string;
}

/** The trigger's accessible name, the same on the light trigger and the popover's. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Meldingen, ${unread} ongelezen` : 'Meldingen';
}

/** What the trigger shows: the bell with the unread count on it. */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="meldingen-teller">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
}

const styles = {
  count: css({
    position: 'absolute',
    top: '0.5',
    right: '0.5',
    minW: '5',
    h: '5',
    px: '1',
    borderRadius: 'full',
    bg: 'danger.default',
    color: 'white',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '2xs',
    fontWeight: 'bold',
    lineHeight: '1',
  }),
};

export const bellTriggerClass = cx(button({ variant: 'ghost', size: 'icon' }), css({ position: 'relative' }));
