import { describe, expect, it, vi } from 'vitest';
import { stepIndex, wrapIndex } from '../src/lib/carousel-index.ts';
import { confirmAbout } from '../src/lib/confirm-about.ts';
import { OWNER_TONES, ownerTone } from '../src/lib/day-tones.ts';
import {
  addMonths,
  addMonthsToDate,
  dateForKey,
  daysInMonth,
  longDateNl,
  monthGrid,
  monthTitleNl,
  weekdayIndex,
} from '../src/lib/month-grid.ts';
import { matchesQuery, normalizeSearch } from '../src/lib/search.ts';

describe('carousel index', () => {
  it('wraps past both ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(-11, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });
});

describe('month grid', () => {
  it('starts the weeks on Monday and pads with the neighbouring months', () => {
    // 1 February 2026 is a Sunday: six days of January come first.
    const weeks = monthGrid('2026-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.map((d) => d.date)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(weeks[0]?.filter((d) => d.outside)).toHaveLength(6);
    expect(weeks.flat().filter((d) => !d.outside)).toHaveLength(28);
    expect(weeks.at(-1)?.at(-1)?.date).toBe('2026-03-01');
  });

  it('needs no padding when a month starts on Monday and fills whole weeks', () => {
    // February 2021: 1 Feb is a Monday and the month has exactly 28 days.
    const weeks = monthGrid('2021-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => !d.outside)).toBe(true);
  });

  it('uses six weeks when the month needs them', () => {
    // March 2026 starts on a Sunday and has 31 days.
    expect(monthGrid('2026-03')).toHaveLength(6);
  });

  it('counts every day once across a daylight saving change', () => {
    const days = monthGrid('2026-10')
      .flat()
      .filter((d) => !d.outside)
      .map((d) => d.day);
    expect(days).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it('does month and leap-year arithmetic', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(daysInMonth('2028-02')).toBe(29);
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2028-03-31', -1)).toBe('2028-02-29');
    expect(weekdayIndex('2026-06-14')).toBe(6);
  });

  it('names months and days in Dutch', () => {
    expect(monthTitleNl('2026-06')).toBe('juni 2026');
    expect(longDateNl('2026-06-01')).toBe('maandag 1 juni 2026');
  });

  it('moves keyboard focus by day, week, week edge and month', () => {
    expect(dateForKey('2026-06-03', 'ArrowLeft')).toBe('2026-06-02');
    expect(dateForKey('2026-06-30', 'ArrowRight')).toBe('2026-07-01');
    expect(dateForKey('2026-06-03', 'ArrowUp')).toBe('2026-05-27');
    expect(dateForKey('2026-06-03', 'ArrowDown')).toBe('2026-06-10');
    expect(dateForKey('2026-06-03', 'Home')).toBe('2026-06-01');
    expect(dateForKey('2026-06-03', 'End')).toBe('2026-06-07');
    expect(dateForKey('2026-05-31', 'PageDown')).toBe('2026-06-30');
    expect(dateForKey('2026-06-03', 'PageUp', true)).toBe('2025-06-03');
    expect(dateForKey('2026-06-03', 'Enter')).toBeNull();
  });

  it('refuses malformed input instead of guessing', () => {
    expect(() => monthGrid('2026-6')).toThrow();
  });
});

describe('search', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearch('  Één Caravan ')).toBe('een caravan');
    expect(matchesQuery(['Hymer ML-T', 'Mercedes'], 'hymer mercedes')).toBe(true);
    expect(matchesQuery(['Citroën Jumper'], 'citroen')).toBe(true);
  });

  it('needs every word somewhere and matches all on an empty query', () => {
    expect(matchesQuery(['Knaus', 'Boxstar'], 'knaus adria')).toBe(false);
    expect(matchesQuery(['Knaus', null, undefined, 2024], '2024')).toBe(true);
    expect(matchesQuery(['x'], '   ')).toBe(true);
  });
});

describe('owner tones', () => {
  it('cycles through the six spec colours in order', () => {
    expect(OWNER_TONES).toEqual(['red', 'yellow', 'green', 'blue', 'purple', 'orange']);
    expect(ownerTone(0)).toBe('red');
    expect(ownerTone(5)).toBe('orange');
    expect(ownerTone(6)).toBe('red');
    expect(ownerTone(13)).toBe('yellow');
  });
});

describe('confirm about one item', () => {
  it('is closed and does nothing without an item', () => {
    const act = vi.fn();
    const props = confirmAbout<string>(null, () => {}, act);
    expect(props.open).toBe(false);
    expect(props.onConfirm()).toBeUndefined();
    expect(act).not.toHaveBeenCalled();
  });

  it('opens for the item, acts on it and lets go of it on close', () => {
    const dismiss = vi.fn();
    const props = confirmAbout('rij-1', dismiss, (item) => `verwijderd: ${item}`);
    expect(props.open).toBe(true);
    expect(props.onConfirm()).toBe('verwijderd: rij-1');
    props.onOpenChange(true);
    expect(dismiss).not.toHaveBeenCalled();
    props.onOpenChange(false);
    expect(dismiss).toHaveBeenCalledOnce();
  });
});
