import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { button } from '@camperdeel/ui/styled-system/recipes';
import { MoreHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { openOnArrowKeys } from '../lib/open-on-arrow-keys.ts';

export type ActionMenuItem = {
  /** Unique within the menu. */
  value: string;
  label: string;
  icon?: ReactNode;
  /** Red text for a destructive action. */
  danger?: boolean;
  onSelect: () => void;
};

export interface ActionMenuProps {
  /** The trigger's accessible name, e.g. 'Meer acties voor Jan de Boer'. */
  label: string;
  items: readonly ActionMenuItem[];
}

/**
 * A row's rarer actions behind one "Meer" button (Ark UI's menu: arrow keys, Escape, focus return and the menu roles
 * come with it), so a table row keeps its width on any screen. Ark's menu, a state machine per menu, is built when
 * the button is first used and opens at once: a list of fifty rows would otherwise build fifty
 * (docs/decisions/0105-light-list-rows.md).
 */
export function ActionMenu({ label, items }: ActionMenuProps) {
  const [used, setUsed] = useState(false);
  const trigger = button({ variant: 'ghost', size: 'icon' });
  if (!used) {
    const open = () => setUsed(true);
    return (
      <button
        type="button"
        className={trigger}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded="false"
        data-scope="menu"
        data-part="trigger"
        onClick={open}
        onKeyDown={openOnArrowKeys(open)}
      >
        <MoreHorizontal aria-hidden="true" />
      </button>
    );
  }
  return (
    <Menu.Root defaultOpen lazyMount unmountOnExit positioning={{ placement: 'bottom-end', gutter: 4 }}>
      <Menu.Trigger className={trigger} aria-label={label} title={label}>
        <MoreHorizontal aria-hidden="true" />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={styles.positioner}>
          <Menu.Content className={styles.content}>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                onSelect={item.onSelect}
                className={cx(styles.item, item.danger ? styles.danger : undefined)}
              >
                {item.icon}
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const styles = {
  positioner: css({ zIndex: 'popover' }),
  content: css({
    minW: '48',
    maxW: 'calc(100vw - 1rem)',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'lg',
    p: '1',
    outline: 'none',
  }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2',
    minH: '10',
    borderRadius: 'sm',
    fontSize: 'sm',
    cursor: 'pointer',
    color: 'fg.default',
    '& svg': { w: '4', h: '4', flexShrink: 0 },
    _highlighted: { bg: 'bg.muted' },
  }),
  danger: css({ color: 'danger.text' }),
};
