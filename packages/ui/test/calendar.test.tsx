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
function Harness({
  onDayClick,
  monthsFromLg,
  maxMonth = '2026-07',
}: {
  onDayClick: (date: string) => void;
  monthsFromLg?: 1 | 2;
  maxMonth?: string;
}) {
  const [month, setMonth] = useState('2026-06');
  return (
    <MonthCalendar
      month={month}
      onMonthChange={setMonth}
      getDay={(date) => days[date] ?? {}}
      onDayClick={onDayClick}
      today="2026-06-03"
      maxMonth={maxMonth}
      monthsFromLg={monthsFromLg}
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

    await user(() => day(mounted as Rendered, '2026-06-03').focus());
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

    await user(() => (document.activeElement as HTMLButtonElement).click());
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

describe('MonthCalendar with two months from lg', () => {
  /** A screen as wide as the `lg` breakpoint or not, as matchMedia reports it. */
  const screen = (wide: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: wide && query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  afterEach(() => vi.unstubAllGlobals());
  const titles = (r: Rendered) => [...r.container.querySelectorAll('h2')].map((h) => h.textContent);
  const navButtons = (r: Rendered, name: string) =>
    r.container.querySelectorAll<HTMLButtonElement>(`button[aria-label="${name}"]`);

  it('shows one month on a narrow screen', async () => {
    screen(false);
    mounted = await render(<Harness onDayClick={() => {}} monthsFromLg={2} maxMonth="2026-08" />);
    expect(titles(mounted)).toEqual(['juni 2026']);
    expect(mounted.container.querySelectorAll('table')).toHaveLength(1);
  });

  it('shows two months on a wide screen, moves both with one navigation and leaves out months past the end', async () => {
    screen(true);
    mounted = await render(<Harness onDayClick={() => {}} monthsFromLg={2} maxMonth="2026-08" />);
    expect(titles(mounted)).toEqual(['juni 2026', 'juli 2026']);
    expect(mounted.container.querySelectorAll('table')).toHaveLength(2);
    expect(navButtons(mounted, 'Volgende maand')).toHaveLength(1);
    expect(navButtons(mounted, 'Vorige maand')).toHaveLength(1);
    const next = navButtons(mounted, 'Volgende maand')[0];
    await user(() => next?.click());
    expect(titles(mounted)).toEqual(['juli 2026', 'augustus 2026']);
    await user(() => next?.click());
    expect(titles(mounted)).toEqual(['augustus 2026']);
    expect(next?.disabled).toBe(true);
  });

  it('toggles days in both months and walks the keyboard from the first grid into the second', async () => {
    screen(true);
    const onDayClick = vi.fn();
    mounted = await render(<Harness onDayClick={onDayClick} monthsFromLg={2} maxMonth="2026-08" />);
    await user(() => day(mounted as Rendered, '2026-07-15').click());
    expect(onDayClick).toHaveBeenLastCalledWith('2026-07-15');
    await user(() => day(mounted as Rendered, '2026-06-10').click());
    expect(onDayClick.mock.calls).toEqual([['2026-07-15']]);

    // The click on the reserved 10 June moved the tab stop there.
    day(mounted, '2026-06-10').focus();
    await user(() => press(document.activeElement as Element, 'PageDown'));
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-07-10');
    expect(titles(mounted)).toEqual(['juni 2026', 'juli 2026']);
    expect(mounted.container.querySelectorAll('button[data-date][tabindex="0"]')).toHaveLength(1);
    await user(() => press(document.activeElement as Element, 'PageDown'));
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-08-10');
    expect(titles(mounted)).toEqual(['juli 2026', 'augustus 2026']);
    await user(() => press(document.activeElement as Element, 'PageUp'));
    expect(titles(mounted)).toEqual(['juli 2026', 'augustus 2026']);
    await user(() => press(document.activeElement as Element, 'PageUp'));
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-06-10');
    expect(titles(mounted)).toEqual(['juni 2026', 'juli 2026']);
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
