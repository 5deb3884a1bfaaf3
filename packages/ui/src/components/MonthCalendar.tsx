import { css, cx } from '@camperdeel/ui/styled-system/css';
import { button, calendar } from '@camperdeel/ui/styled-system/recipes';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { DayTone } from '../lib/day-tones.ts';
import {
  addMonths,
  dateForKey,
  longDateNl,
  monthGrid,
  monthOf,
  monthTitleNl,
  WEEKDAYS_NL,
  WEEKDAYS_SHORT_NL,
} from '../lib/month-grid.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

export interface CalendarDay {
  /** Colour of the day: a season, a buffer day or an owner's reservation. */
  tone?: DayTone;
  /** Part of the current selection. */
  selected?: boolean;
  /** Not clickable (past, reserved, buffer); still reachable by keyboard so it can be read out. */
  disabled?: boolean;
  /** Words read out after the date and shown as tooltip, e.g. 'Hoogseizoen' or 'Gereserveerd door Anna'. */
  label?: string;
}

export interface MonthCalendarProps {
  /** The month shown, `yyyy-MM`. */
  month: string;
  onMonthChange: (month: string) => void;
  /** State of each day (`yyyy-MM-dd`) of the month; days without data are plain and clickable. */
  getDay?: (date: string) => CalendarDay;
  /** Called with the date of a clicked (or Enter/Space) day that is not disabled: toggle it in the caller. */
  onDayClick?: (date: string) => void;
  /** `yyyy-MM-dd`, from the app's clock, marks today. */
  today?: string;
  /** First and last month the navigation reaches (`yyyy-MM`). */
  minMonth?: string;
  maxMonth?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  /**
   * Months side by side from the `lg` breakpoint (1024px) up; one below. The navigation moves them together and
   * the keyboard walks from one grid into the next.
   */
  monthsFromLg?: 1 | 2;
  /** Under the grid, e.g. a CalendarLegend. */
  footer?: ReactNode;
  className?: string;
}

const NO_DATA: CalendarDay = {};
// The `lg` breakpoint of the preset.
const LG_QUERY = '(min-width: 1024px)';
const styles = {
  wideRoot: css({ maxW: '4xl' }),
  months: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  twoMonths: css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '8' }),
  panel: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  // One navigation for all months, at the right of the (last) title row; outside the panels so it stays mounted.
  relative: css({ position: 'relative' }),
  navPlace: css({ position: 'absolute', top: '0', right: '0' }),
  titleRow: css({ minH: '10' }),
  lastTitleRow: css({ pr: '24' }),
};

function clampMonth(month: string, min?: string, max?: string): string {
  if (min && month < min) return min;
  if (max && month > max) return max;
  return month;
}

/**
 * A month grid (Monday first, Dutch names) drawn from the caller's data. Keyboard: arrows move a day or a week,
 * Home/End to the week's start/end, PageUp/PageDown a month (with Shift a year), Enter/Space toggles.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  getDay = () => NO_DATA,
  onDayClick,
  today,
  minMonth,
  maxMonth,
  previousMonthLabel = 'Vorige maand',
  nextMonthLabel = 'Volgende maand',
  monthsFromLg = 1,
  footer,
  className,
}: MonthCalendarProps) {
  const classes = calendar();
  const titleId = useId();
  const gridsRef = useRef<HTMLDivElement>(null);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const moveFocus = useRef(false);

  const wide = useMediaQuery(LG_QUERY) && monthsFromLg === 2;
  // The second month is left out past maxMonth, so every month stays reachable as the first one.
  const months = (wide ? [month, addMonths(month, 1)] : [month]).filter((m) => !maxMonth || m <= maxMonth);
  const lastShown = months[months.length - 1] ?? month;
  const shown = (date: string) => months.includes(monthOf(date));

  const defaultFocus = today && shown(today) ? today : `${month}-01`;
  const focus = focusedDate && shown(focusedDate) ? focusedDate : defaultFocus;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridsRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
  });

  const canGoBack = !minMonth || month > minMonth;
  const canGoForward = !maxMonth || month < maxMonth;

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dateForKey(focus, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    const nextMonth = monthOf(next);
    if (clampMonth(nextMonth, minMonth, maxMonth) !== nextMonth) return;
    setFocusedDate(next);
    moveFocus.current = true;
    if (nextMonth < month) onMonthChange(nextMonth);
    else if (nextMonth > lastShown) onMonthChange(addMonths(nextMonth, 1 - (wide ? 2 : 1)));
  };

  const navigation = (
    <div className={cx(classes.nav, styles.navPlace)}>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        onClick={() => onMonthChange(addMonths(month, -1))}
        disabled={!canGoBack}
        aria-label={previousMonthLabel}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        onClick={() => onMonthChange(addMonths(month, 1))}
        disabled={!canGoForward}
        aria-label={nextMonthLabel}
      >
        <ChevronRight aria-hidden="true" />
      </button>
    </div>
  );

  return (
    <div className={cx(classes.root, wide && styles.wideRoot, className)}>
      <div ref={gridsRef} className={cx(styles.relative, wide ? styles.twoMonths : styles.months)}>
        {navigation}
        {months.map((shownMonth, i) => (
          // Keyed by position: paging changes the titles in place, which the live region then reads out.
          // biome-ignore lint/suspicious/noArrayIndexKey: the panels are slots, the month is their content
          <div key={i} className={styles.panel}>
            <div
              className={cx(classes.header, styles.titleRow, i === months.length - 1 && styles.lastTitleRow)}
            >
              <h2 id={`${titleId}-${i}`} className={classes.title} aria-live="polite">
                {monthTitleNl(shownMonth)}
              </h2>
            </div>
            <table aria-labelledby={`${titleId}-${i}`} className={classes.grid} onKeyDown={onGridKeyDown}>
              <thead>
                <tr>
                  {WEEKDAYS_SHORT_NL.map((short, w) => (
                    <th key={short} scope="col" abbr={WEEKDAYS_NL[w]} className={classes.weekday}>
                      {short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthGrid(shownMonth).map((week) => (
                  <tr key={week[0]?.date}>
                    {week.map((day) => {
                      if (day.outside) return <td key={day.date} className={classes.cell} />;
                      const info = getDay(day.date);
                      const isToday = day.date === today;
                      const spoken = [longDateNl(day.date), isToday ? 'vandaag' : null, info.label]
                        .filter(Boolean)
                        .join(', ');
                      return (
                        <td key={day.date} className={classes.cell}>
                          <button
                            type="button"
                            className={classes.day}
                            data-date={day.date}
                            data-tone={info.tone}
                            data-selected={info.selected ? '' : undefined}
                            data-disabled={info.disabled ? '' : undefined}
                            data-today={isToday ? '' : undefined}
                            tabIndex={day.date === focus ? 0 : -1}
                            aria-disabled={info.disabled || undefined}
                            aria-pressed={info.disabled ? undefined : Boolean(info.selected)}
                            aria-label={spoken}
                            title={info.label}
                            onClick={() => {
                              setFocusedDate(day.date);
                              if (!info.disabled) onDayClick?.(day.date);
                            }}
                          >
                            {day.day}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      {footer}
    </div>
  );
}
