import { type ComponentType, Suspense, use, useEffect, useState } from 'react';
import {
  BellFace,
  bellLabel,
  bellTriggerClass,
  type NotificationBellProps,
} from './notification-bell-trigger.tsx';

export type { BellItem, NotificationBellProps } from './notification-bell-trigger.tsx';

type Popover = ComponentType<NotificationBellProps> | null;

/**
 * The popover's code (Ark's popover machine, positioning, the list: docs/decisions/0051-web-speed.md) loads when the bell
 * is first pointed at, focused or clicked, not with the page: it was a visible share of /dashboard's blocking time.
 * The promise carries its outcome the way React's `use()` reads it; a failed load resolves to null and is forgotten,
 * so the next click loads it again.
 */
let pending: Promise<Popover> | undefined;

function loadPopover(): Promise<Popover> {
  if (pending) return pending;
  const attempt: Promise<Popover> = import('./NotificationBellPopover.tsx').then(
    (module) => {
      Object.assign(attempt, { status: 'fulfilled', value: module.NotificationBellPopover });
      return module.NotificationBellPopover;
    },
    () => {
      Object.assign(attempt, { status: 'fulfilled', value: null });
      if (pending === attempt) pending = undefined;
      return null;
    },
  );
  pending = attempt;
  return attempt;
}

/** Loads the popover's code (settles when it is there or failed). For tests, and for intent before a click. */
export async function preloadBellPopover(): Promise<void> {
  await loadPopover();
}

function LightTrigger({ unread, onUse }: { unread: number; onUse?: () => void }) {
  return (
    <button
      type="button"
      className={bellTriggerClass}
      aria-label={bellLabel(unread)}
      title="Meldingen"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={onUse}
    >
      <BellFace unread={unread} />
    </button>
  );
}

function Loaded({ onFailed, ...props }: NotificationBellProps & { onFailed: () => void }) {
  const Popover = use(loadPopover());
  useEffect(() => {
    if (!Popover) onFailed();
  }, [Popover, onFailed]);
  return Popover ? <Popover {...props} /> : <LightTrigger unread={props.unread} />;
}

/**
 * The bell in an area's header: unread count on the icon, the newest notifications in a popover. Until its first
 * click it is a plain button that looks the same; the click reloads the list at once and opens the popover as soon
 * as its code is there.
 */
export function NotificationBell(props: NotificationBellProps) {
  const [wanted, setWanted] = useState(false);
  const light = (
    <LightTrigger
      unread={props.unread}
      onUse={() => {
        if (wanted) return;
        setWanted(true);
        // The list is reloaded now, while the popover's code loads; later openings reload it through the popover.
        props.onOpen?.();
      }}
    />
  );
  if (!wanted) return light;
  return (
    <Suspense fallback={light}>
      <Loaded {...props} onFailed={() => setWanted(false)} />
    </Suspense>
  );
}
