import { cx } from '@camperdeel/ui/styled-system/css';
import { bottomTabBar } from '@camperdeel/ui/styled-system/recipes';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

type LinkElement = ReactElement<{
  className?: string;
  children?: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}>;

export interface BottomTab {
  /** The tab's name, e.g. 'Kalender'; visible unless `shortLabel` is given. */
  label: string;
  /**
   * A shorter visible text for a label that would wrap on a phone ('Campers' for 'Beschikbare campers'). The full
   * label stays the link's accessible name; it contains the short one, as WCAG 2.5.3 asks.
   */
  shortLabel?: string;
  /** An icon element, e.g. `<CalendarDays />`; hidden from screen readers (the label names the tab). */
  icon: ReactNode;
  /**
   * The link, e.g. `<Link to="/mijn-camper/kalender" />` or `<a href="…" />`; it receives the class and content.
   * TanStack Router links mark themselves active (aria-current, data-status); plain links need `active`.
   */
  link: LinkElement;
  active?: boolean;
}

export interface BottomTabBarProps {
  tabs: BottomTab[];
  /** Accessible name of the navigation. */
  label?: string;
  className?: string;
}

/**
 * A tab's link with `className`, its icon, then `label`. A plain link given `active` is marked current here (TanStack
 * Router links mark themselves); the bottom bar and the header row share this, so both mark the current tab alike.
 */
export function tabLink(
  tab: BottomTab,
  className: string,
  label: ReactNode,
  accessibleName: { 'aria-label'?: string } = {},
) {
  return cloneElement(tab.link, {
    className: cx(className, tab.link.props.className),
    ...(tab.active === undefined ? {} : { 'aria-current': tab.active ? 'page' : undefined }),
    ...accessibleName,
    children: (
      <>
        <span aria-hidden="true">{tab.icon}</span>
        {label}
      </>
    ),
  });
}

/**
 * Fixed bottom navigation for phones, hidden from `md` up: pair it with a HeaderNav of the same tabs. Give the page
 * `pb: '20'` (or more) below `md` so content does not hide beneath it.
 */
export function BottomTabBar({ tabs, label = 'Hoofdnavigatie', className }: BottomTabBarProps) {
  const classes = bottomTabBar();
  return (
    <nav aria-label={label} className={cx(classes.root, className)}>
      <ul className={classes.list}>
        {tabs.map((tab) => (
          <li key={tab.label} className={classes.item}>
            {tabLink(
              tab,
              classes.link,
              <span className={classes.label}>{tab.shortLabel ?? tab.label}</span>,
              tab.shortLabel ? { 'aria-label': tab.label } : {},
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
