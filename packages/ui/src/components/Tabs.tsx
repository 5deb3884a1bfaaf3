import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { cx } from '@camperdeel/ui/styled-system/css';
import { tabs } from '@camperdeel/ui/styled-system/recipes';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled (default: the first). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list, e.g. 'Documenten en facturen'. */
  label: string;
  className?: string;
}

/** Tabs with arrow-key navigation; panels mount when first shown. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const classes = tabs();
  return (
    <ArkTabs.Root
      className={cx(classes.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount
    >
      <ArkTabs.List className={classes.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={classes.trigger}
          >
            {item.icon}
            {item.label}
          </ArkTabs.Trigger>
        ))}
        <ArkTabs.Indicator className={classes.indicator} />
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={classes.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
