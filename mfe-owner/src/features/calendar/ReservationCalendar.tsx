import type { IsoDate } from '@camperdeel/rules/dates';
import { reserveButtonLabel } from '@camperdeel/rules/format';
import { bookingHorizon } from '@camperdeel/rules/horizon';
import { SEIZOEN_LABELS } from '@camperdeel/rules/seasons';
import { Button } from '@camperdeel/ui/components/Button';
import { CalendarLegend } from '@camperdeel/ui/components/CalendarLegend';
import { MonthCalendar } from '@camperdeel/ui/components/MonthCalendar';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import {
  type CalendarBlockInfo,
  type CalendarReservation,
  calendarDay,
  type OwnerSwatch,
} from './calendar-view.ts';

/**
 * The reserve button stays in reach while the owner scrolls the month grid, and never under the phone's fixed
 * bottom bar (4rem + the safe area, hidden from `md` up): it sticks just above it, over the grid's last rows.
 */
const reserveBar = css({
  position: 'sticky',
  bottom: { base: 'calc(4rem + env(safe-area-inset-bottom, 0px) + 0.75rem)', md: '4' },
  zIndex: 1,
  borderRadius: 'lg',
  boxShadow: 'lg',
});

const SEASON_LEGEND = [
  { tone: 'hoogseizoen', label: SEIZOEN_LABELS.hoogseizoen },
  { tone: 'laagseizoen', label: SEIZOEN_LABELS.laagseizoen },
] as const;

/**
 * The reservation calendar (docs/product/owner.md#screens-spec-2): season legend, the month grid where a click toggles a free day, the
 * reserve button, and the owner colour legend with 'Bufferdag'; two months side by side from `lg` up. Months run
 * from this month to the end of next year, the booking horizon: only those years can be reserved and have credits
 * (docs/product/calendar-and-credits.md#validation-spec-5, docs/product/README.md#departures-from-the-spec-architecture-9).
 */
export function ReservationCalendar({
  today,
  reservations,
  blocks,
  swatches,
  selection,
  onToggle,
  onReserve,
  reserving,
}: {
  today: IsoDate;
  reservations: readonly CalendarReservation[];
  /** Maintenance blocks: greyed out in their own style, with a legend entry. */
  blocks: readonly CalendarBlockInfo[];
  swatches: ReadonlyMap<string, OwnerSwatch>;
  selection: readonly IsoDate[];
  onToggle: (day: IsoDate) => void;
  onReserve: () => void;
  reserving: boolean;
}) {
  // Paging stops at the booking horizon's end (docs/product/README.md#departures-from-the-spec-architecture-9) and at this month (the past is not bookable).
  const firstMonth = today.slice(0, 7);
  const lastMonth = bookingHorizon(today).to.slice(0, 7);
  const [month, setMonth] = useState(firstMonth);
  const selected = new Set(selection);
  const ctx = { today, reservations, blocks, selected, swatches };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <CalendarLegend label="Seizoenen" entries={[...SEASON_LEGEND]} />
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        minMonth={firstMonth}
        maxMonth={lastMonth}
        today={today}
        getDay={(date) => calendarDay(date, ctx)}
        onDayClick={onToggle}
        monthsFromLg={2}
      />
      <div className={reserveBar}>
        <Button
          fullWidth
          size="lg"
          onClick={onReserve}
          busy={reserving}
          busyLabel={reserveButtonLabel(selection.length, true)}
          disabled={selection.length === 0}
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
