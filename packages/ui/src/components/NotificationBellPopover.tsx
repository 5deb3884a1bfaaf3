import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { css } from '@camperdeel/ui/styled-system/css';
import { useEffect, useState } from 'react';
import { Button } from './Button.tsx';
import {
  BellFace,
  bellLabel,
  bellTriggerClass,
  type NotificationBellProps,
} from './notification-bell-trigger.tsx';

/**
 * The bell's popover (its own chunk, NotificationBell.tsx): mounted by the first click on the light trigger, so it
 * opens in the next commit (an Ark overlay that mounts already open within the click that opened it closes again at
 * once, DeferredDialog.tsx); from then on it is a plain Ark popover.
 */
export function NotificationBellPopover({
  items,
  unread,
  onOpen,
  onMarkRead,
  onMarkAllRead,
  onMore,
  onNavigate,
  formatTime,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      open={open}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) onOpen?.();
      }}
    >
      <Popover.Trigger className={bellTriggerClass} aria-label={bellLabel(unread)} title="Meldingen">
        <BellFace unread={unread} />
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
            {onMore ? (
              <Button variant="ghost" size="sm" className={styles.more} onClick={onMore}>
                Meer laden
              </Button>
            ) : null}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

const styles = {
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
  more: css({ w: 'full', mt: '1' }),
};
