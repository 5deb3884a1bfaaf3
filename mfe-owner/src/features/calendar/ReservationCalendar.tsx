import type { IsoDate } from '@camperdeel/rules/dates';
import { reserveButtonLabel } from '@camperdeel/rules/format';
import { bookingHorizon } from '@camperdeel/rules/horizon';
import { SEIZOEN_LABELS } from '@camperdeel/rules/seasons';
import { Button } from '@camperdeel/ui/components/Button';
import { CalendarLegend } from '@camperdeel/ui/components/CalendarLegend';
import { MonthCalendar } from '@camperdeel/ui/components/MonthCalendar';
import { Switch } from '@camperdeel/ui/components/Switch';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BookingSummary } from './BookingSummary.tsx';
import type { SelectMode, BookingSummary as Summary } from './booking-selection.ts';
import {
  type CalendarBlockInfo,
  type CalendarReservation,
  calendarDay,
  type OwnerSwatch,
} from './calendar-view.ts';
import { monthFromAddress } from './month-from-address.ts';

/** The phone's fixed bottom bar (4rem + the safe area, hidden from `md` up) the reserve bar sits above. */
const TAB_BAR = 'calc(4rem + env(safe-area-inset-bottom, 0px))';

/**
 * On a phone the reserve button stays in reach while the owner scrolls the month grid, and never under the fixed
 * bottom bar: it sticks just above it, and only while there is a selection. From `md` up it stays in its place
 * under the grid, where it covers no day (docs/decisions/0087-a-reserve-bar-that-covers-no-day.md).
 */
const reserveBar = css({
  position: { base: 'sticky', md: 'static' },
  bottom: `calc(${TAB_BAR} + 0.75rem)`,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  padding: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
});

/**
 * While the reserve bar is shown, a day scrolled or tabbed into view stops above it and the tab bar, so the bar
 * never covers the day the owner is about to tap (the grid's last week row included).
 */
const leavesRoomForBar = css({
  '& button': { scrollMarginBottom: { base: `calc(${TAB_BAR} + 10rem)`, md: '0' } },
});

/**
 * When the sticky bar lies over the grid (it just appeared, or a day was focused under it), the page scrolls the
 * grid's end up to just above the bar: on a phone the whole month fits above it, so the bar then covers no day.
 */
function keepGridClearOfBar(grid: HTMLElement | null, bar: HTMLElement | null) {
  if (!grid || !bar) return;
  const g = grid.getBoundingClientRect();
  const b = bar.getBoundingClientRect();
  if (b.top < g.bottom && g.top < b.bottom)
    window.scrollBy({ top: g.bottom - b.top + 8, behavior: 'instant' });
}

const SEASON_LEGEND = [
  { tone: 'hoogseizoen', label: SEIZOEN_LABELS.hoogseizoen },
  { tone: 'laagseizoen', label: SEIZOEN_LABELS.laagseizoen },
] as const;

/** A day of the frame shown while the reservations load: whether it is free is not known yet. */
const LOADING_DAY = { disabled: true, label: 'Laden...' } as const;

const hint = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * The reservation calendar (docs/product/owner.md#screens-spec-2, docs/product/calendar-and-credits.md#booking-on-the-calendar): season legend, the choice between single days and a period, the month grid,
 * the summary of the selection and the reserve button, and the owner colour legend with 'Bufferdag'; two months
 * side by side from `lg` up. Months run from this month to the end of next year, the booking horizon
 * (docs/product/calendar-and-credits.md#validation-spec-5, docs/product/README.md#departures-from-the-spec-architecture-9).
 */
export function ReservationCalendar({
  today,
  reservations,
  blocks,
  swatches,
  openRoundYears,
  selection,
  mode,
  onModeChange,
  periodStart,
  notice,
  summary,
  onToggle,
  onReserve,
  reserving,
  loading = false,
}: {
  today: IsoDate;
  reservations: readonly CalendarReservation[];
  /** Maintenance blocks: greyed out in their own style, with a legend entry. */
  blocks: readonly CalendarBlockInfo[];
  swatches: ReadonlyMap<string, OwnerSwatch>;
  /** Years whose wish round is open: their high-season days go through the round. */
  openRoundYears: ReadonlySet<number>;
  selection: readonly IsoDate[];
  mode: SelectMode;
  onModeChange: (mode: SelectMode) => void;
  /** In period mode: the first day, waiting for the last. */
  periodStart: IsoDate | null;
  /** Why the last tap changed nothing (a period over a day that is not free). */
  notice: string | null;
  summary: Summary | null;
  onToggle: (day: IsoDate) => void;
  onReserve: () => void;
  reserving: boolean;
  /**
   * The reservations are still on their way: the month's frame (weekday header and days, nothing reserved, nothing
   * to tap) stands in their place, so a slow line never shows an empty area
   * (docs/product/calendar-and-credits.md#booking-on-the-calendar).
   */
  loading?: boolean;
}) {
  // Paging stops at the booking horizon's end (docs/product/README.md#departures-from-the-spec-architecture-9) and at this month (the past is not bookable).
  const firstMonth = today.slice(0, 7);
  const lastMonth = bookingHorizon(today).to.slice(0, 7);
  const [month, setMonth] = useState(firstMonth);
  // After the first render, so the page the server rendered (this month) and the one the browser takes over agree.
  useEffect(() => {
    const asked = monthFromAddress(window.location.search, firstMonth, lastMonth);
    if (asked) setMonth(asked);
  }, [firstMonth, lastMonth]);
  const selected = new Set(selection);
  const ctx = { today, reservations, blocks, selected, swatches, openRoundYears };
  const roundYears = [...openRoundYears].sort();
  const hasSelection = selection.length > 0;
  const gridRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // Before paint: the bar never shows over a day, not even for a frame.
  useLayoutEffect(() => {
    if (!hasSelection) return;
    const grid = gridRef.current;
    keepGridClearOfBar(grid, barRef.current);
    // And for a day reached by keyboard that lies under the bar. Not for a tap's focus: moving the page between
    // pointer down and up would lose the tap.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) {
        keepGridClearOfBar(grid, barRef.current);
      }
    };
    grid?.addEventListener('focusin', onFocus);
    return () => grid?.removeEventListener('focusin', onFocus);
  }, [hasSelection]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <CalendarLegend label="Seizoenen" entries={[...SEASON_LEGEND]} />
      {roundYears.length > 0 ? (
        <p className={hint}>
          De wensronde voor {roundYears.join(' en ')} loopt: hoogseizoendagen van {roundYears.join(' en ')}{' '}
          reserveer je niet hier, die verdeel je met je wensen.{' '}
          <Link to="/mijn-camper/wensronde">Naar de wensronde</Link>
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Switch
          label="Periode kiezen (eerste en laatste dag)"
          checked={mode === 'periode'}
          onCheckedChange={(on) => onModeChange(on ? 'periode' : 'losse-dagen')}
        />
        <p className={hint} aria-live="polite">
          {loading
            ? 'Reserveringen laden...'
            : (notice ??
              (mode === 'periode'
                ? periodStart
                  ? 'Tik nu op de laatste dag van je periode.'
                  : 'Tik op de eerste dag van je periode.'
                : 'Tik op de dagen die je wilt reserveren.'))}
        </p>
      </div>
      <div
        ref={gridRef}
        className={hasSelection ? leavesRoomForBar : undefined}
        aria-busy={loading || undefined}
        data-testid={loading ? 'calendar-frame' : undefined}
      >
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          minMonth={firstMonth}
          maxMonth={lastMonth}
          today={today}
          getDay={(date) => (loading ? LOADING_DAY : calendarDay(date, ctx))}
          onDayClick={onToggle}
          monthsFromLg={2}
        />
      </div>
      {/* Always in place with the spec's 'Reserveer deze 0 dag(en)'; it follows the scroll only with a selection. */}
      <div
        ref={barRef}
        className={hasSelection ? reserveBar : undefined}
        data-toast-clearance={hasSelection ? '' : undefined}
        data-testid="reserve-bar"
      >
        {/* The summary travels with the button, so it is read right before confirming. */}
        <BookingSummary summary={summary} />
        <Button
          fullWidth
          size="lg"
          onClick={onReserve}
          busy={reserving}
          busyLabel={reserveButtonLabel(selection.length, true)}
          disabled={!hasSelection}
        >
          {reserveButtonLabel(selection.length, false)}
        </Button>
      </div>
      <CalendarLegend
        label="Eigenaars"
        entries={[
          ...[...swatches.values()].map((s) => ({ tone: s.tone, label: s.naam })),
          { tone: 'buffer', label: 'Bufferdag' },
          { tone: 'geblokkeerd', label: 'Geblokkeerd (onderhoud)' },
        ]}
      />
    </div>
  );
}
