import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarLegend } from '../src/components/CalendarLegend.tsx';
import { type CalendarDay, MonthCalendar } from '../src/components/MonthCalendar.tsx';
import { press, type Rendered, render, user } from './render.tsx';

let mounted: Rendered | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const days: Record<string, CalendarDay> = {
  '2026-06-09': { tone: 'blue', disabled: true, label: 'Gereserveerd door Anna' },
  '2026-06-10': { tone: 'buffer', disabled: true, label: 'Bufferdag' },
  '2026-06-12': { tone: 'hoogseizoen', selected: true, label: 'Hoogseizoen' },
};

/** A calendar that owns its month and selection the way the owner page will. */
function Harness({ onDayClick }: { onDayClick: (date: string) => void }) {
  const [month, setMonth] = useState('2026-06');
  return (
    <MonthCalendar
      month={month}
      onMonthChange={setMonth}
      getDay={(date) => days[date] ?? {}}
      onDayClick={onDayClick}
      today="2026-06-03"
      maxMonth="2026-07"
    />
  );
}

const day = (r: Rendered, date: string) => {
  const button = r.container.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date}`);
  return button;
};
const title = (r: Rendered) => r.container.querySelector('h2')?.textContent;

describe('MonthCalendar', () => {
  it('draws the month from the caller data with Dutch names', async () => {
    mounted = await render(<Harness onDayClick={() => {}} />);
    expect(title(mounted)).toBe('juni 2026');
    expect(mounted.container.querySelectorAll('button[data-date]')).toHaveLength(30);
    expect([...mounted.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'ma',
      'di',
      'wo',
      'do',
      'vr',
      'za',
      'zo',
    ]);
    expect(day(mounted, '2026-06-09').getAttribute('aria-label')).toBe(
      'dinsdag 9 juni 2026, Gereserveerd door Anna',
    );
    expect(day(mounted, '2026-06-03').getAttribute('aria-label')).toBe('woensdag 3 juni 2026, vandaag');
    expect(day(mounted, '2026-06-12').getAttribute('aria-pressed')).toBe('true');
    expect(day(mounted, '2026-06-10').dataset.tone).toBe('buffer');
  });

  it('reports clicks on free days only', async () => {
    const onDayClick = vi.fn();
    mounted = await render(<Harness onDayClick={onDayClick} />);
    await user(() => day(mounted as Rendered, '2026-06-11').click());
    await user(() => day(mounted as Rendered, '2026-06-10').click());
    expect(onDayClick.mock.calls).toEqual([['2026-06-11']]);
  });

  it('keeps one tab stop and moves it with the keyboard, across months, toggling with Enter', async () => {
    const onDayClick = vi.fn();
    mounted = await render(<Harness onDayClick={onDayClick} />);
    const tabStops = () => [
      ...(mounted as Rendered).container.querySelectorAll('button[data-date][tabindex="0"]'),
    ];
    expect(tabStops().map((b) => b.getAttribute('data-date'))).toEqual(['2026-06-03']);

    day(mounted, '2026-06-03').focus();
    await user(() => press(document.activeElement as Element, 'ArrowDown'));
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-06-10');
    await user(() => press(document.activeElement as Element, 'End'));
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-06-14');

    await user(() => press(document.activeElement as Element, 'PageDown'));
    expect(title(mounted)).toBe('juli 2026');
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-07-14');
    expect(tabStops()).toHaveLength(1);

    // August is beyond maxMonth: focus stays put.
    await user(() => press(document.activeElement as Element, 'PageDown'));
    expect(title(mounted)).toBe('juli 2026');

    (document.activeElement as HTMLButtonElement).click();
    expect(onDayClick).toHaveBeenLastCalledWith('2026-07-14');
  });

  it('pages with the month buttons and stops at the last month', async () => {
    mounted = await render(<Harness onDayClick={() => {}} />);
    const next = mounted.container.querySelector<HTMLButtonElement>('button[aria-label="Volgende maand"]');
    await user(() => next?.click());
    expect(title(mounted)).toBe('juli 2026');
    expect(next?.disabled).toBe(true);
    await user(() =>
      mounted?.container.querySelector<HTMLButtonElement>('button[aria-label="Vorige maand"]')?.click(),
    );
    expect(title(mounted)).toBe('juni 2026');
  });
});

describe('CalendarLegend', () => {
  it('lists each entry with its swatch tone', async () => {
    mounted = await render(
      <CalendarLegend
        entries={[
          { tone: 'hoogseizoen', label: 'Hoogseizoen' },
          { tone: 'buffer', label: 'Bufferdag' },
        ]}
      />,
    );
    const items = [...mounted.container.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['Hoogseizoen', 'Bufferdag']);
    expect(items[1]?.querySelector('span')?.dataset.tone).toBe('buffer');
  });
});
