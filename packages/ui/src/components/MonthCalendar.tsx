import { cx } from '@camperdeel/ui/styled-system/css';
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
  /** Under the grid, e.g. a CalendarLegend. */
  footer?: ReactNode;
  className?: string;
}

const NO_DATA: CalendarDay = {};

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
  footer,
  className,
}: MonthCalendarProps) {
  const classes = calendar();
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const moveFocus = useRef(false);

  const defaultFocus = today && monthOf(today) === month ? today : `${month}-01`;
  const focus = focusedDate && monthOf(focusedDate) === month ? focusedDate : defaultFocus;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
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
    if (nextMonth !== month) onMonthChange(nextMonth);
  };

  return (
    <div className={cx(classes.root, className)}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title} aria-live="polite">
          {monthTitleNl(month)}
        </h2>
        <div className={classes.nav}>
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
      </div>
      <table ref={gridRef} aria-labelledby={titleId} className={classes.grid} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS_SHORT_NL.map((short, i) => (
              <th key={short} scope="col" abbr={WEEKDAYS_NL[i]} className={classes.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
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
      {footer}
    </div>
  );
}
