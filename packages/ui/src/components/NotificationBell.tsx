import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { button } from '@camperdeel/ui/styled-system/recipes';
import { Bell } from 'lucide-react';
import { Button } from './Button.tsx';

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
  /** Follows an item's link (inside the app: the router; elsewhere: a full navigation). */
  onNavigate: (link: string) => void;
  /** How an instant is shown, e.g. `3 mrt. 2026 10:00`. */
  formatTime: (iso: string) => string;
}

/** The bell in an area's header: unread count on the icon, the newest notifications in a popover. */
export function NotificationBell({
  items,
  unread,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  onNavigate,
  formatTime,
}: NotificationBellProps) {
  const label = unread > 0 ? `Meldingen, ${unread} ongelezen` : 'Meldingen';
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      onOpenChange={(details) => {
        if (details.open) onOpen?.();
      }}
    >
      <Popover.Trigger
        className={cx(button({ variant: 'ghost', size: 'icon' }), styles.trigger)}
        aria-label={label}
        title="Meldingen"
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="meldingen-teller">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={styles.positioner}>
          <Popover.Content className={styles.content} aria-label="Meldingen">
            <div className={styles.head}>
              <Popover.Title className={styles.title}>Meldingen</Popover.Title>
              <Button variant="ghost" size="sm" onClick={onMarkAllRead} disabled={unread === 0}>
                Alles gelezen
              </Button>
            </div>
            {items.length === 0 ? (
              <p className={styles.empty}>Geen meldingen</p>
            ) : (
              <ul className={styles.list} aria-label="Meldingen">
                {items.map((item) => (
                  <li key={item.id} className={styles.item} data-gelezen={item.gelezen ? 'ja' : 'nee'}>
                    <button
                      type="button"
                      className={styles.open}
                      onClick={() => {
                        if (!item.gelezen) onMarkRead(item.id);
                        onNavigate(item.link);
                      }}
                    >
                      <span className={styles.itemTitle}>
                        {item.gelezen ? null : (
                          <>
                            <span className={styles.dot} aria-hidden="true" />
                            <span className={styles.srOnly}>Ongelezen: </span>
                          </>
                        )}
                        {item.titel}
                      </span>
                      <span className={styles.text}>{item.tekst}</span>
                      <span className={styles.time}>{formatTime(item.created_at)}</span>
                    </button>
                    {item.gelezen ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onMarkRead(item.id)}
                        aria-label={`${item.titel}: markeer als gelezen`}
                      >
                        Gelezen
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

const styles = {
  trigger: css({ position: 'relative' }),
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
  positioner: css({ zIndex: 'popover' }),
  content: css({
    w: 'min(24rem, calc(100vw - 1rem))',
    maxH: 'min(32rem, calc(100vh - 6rem))',
    overflowY: 'auto',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    boxShadow: 'raised',
    p: '2',
    _focusVisible: { outline: 'none' },
  }),
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '2', py: '1' }),
  title: css({ fontWeight: 'semibold', fontSize: 'md' }),
  empty: css({ px: '2', py: '4', color: 'fg.muted', fontSize: 'sm' }),
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1' }),
  item: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '1',
    borderRadius: 'md',
    '&[data-gelezen=nee]': { bg: 'brand.subtle' },
  }),
  open: css({
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    textAlign: 'left',
    p: '2',
    borderRadius: 'md',
    cursor: 'pointer',
    bg: 'transparent',
    color: 'fg.default',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  }),
  itemTitle: css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', fontSize: 'sm' }),
  srOnly: css({ srOnly: true }),
  dot: css({ w: '2', h: '2', borderRadius: 'full', bg: 'brand.default', flexShrink: '0' }),
  text: css({ fontSize: 'sm', color: 'fg.default' }),
  time: css({ fontSize: 'xs', color: 'fg.muted' }),
};
