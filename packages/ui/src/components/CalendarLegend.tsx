import { cx } from '@camperdeel/ui/styled-system/css';
import { calendar } from '@camperdeel/ui/styled-system/recipes';
import type { DayTone } from '../lib/day-tones.ts';

export interface LegendEntry {
  /** A day tone, or 'selected' for the selection colour. */
  tone: DayTone | 'selected';
  /** e.g. 'Hoogseizoen', 'Bufferdag', or an owner's name. */
  label: string;
}

export interface CalendarLegendProps {
  entries: LegendEntry[];
  /** Accessible name of the list, e.g. 'Legenda'. */
  label?: string;
  className?: string;
}

/** Colour swatches explaining the calendar: seasons, owners and the buffer day. */
export function CalendarLegend({ entries, label = 'Legenda', className }: CalendarLegendProps) {
  const classes = calendar();
  return (
    <ul aria-label={label} className={cx(classes.legend, className)}>
      {entries.map((entry) => (
        <li key={`${entry.tone}-${entry.label}`} className={classes.legendItem}>
          <span className={classes.swatch} data-tone={entry.tone} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
