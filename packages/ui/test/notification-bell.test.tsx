import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell, preloadBellPopover } from '../src/components/NotificationBell.tsx';
import { type Rendered, render, user } from './render.tsx';

let mounted: Rendered | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const items = [
  {
    id: 'm1',
    titel: 'Nieuw document',
    tekst: 'Er is een nieuw document voor De Zwaluw: Groene kaart.',
    link: '/mijn-camper',
    gelezen: false,
    created_at: '2026-03-10T10:00:00.000Z',
  },
];

function bell(onOpen: () => void = () => {}) {
  return (
    <NotificationBell
      items={items}
      unread={1}
      onOpen={onOpen}
      onMarkRead={() => {}}
      onMarkAllRead={() => {}}
      onNavigate={() => {}}
      formatTime={() => '10 mrt. 2026 11:00'}
    />
  );
}

/** The chunk's import settles in a later task than a click; React then renders the loaded popover. */
async function settle(): Promise<void> {
  await act(async () => {
    await preloadBellPopover();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('NotificationBell', () => {
  it('renders only its trigger until first used: the popover code is not in the first render', async () => {
    mounted = await render(bell());
    const trigger = mounted.container.querySelector('button');
    expect(trigger?.getAttribute('aria-label')).toBe('Meldingen, 1 ongelezen');
    expect(trigger?.getAttribute('title')).toBe('Meldingen');
    expect(trigger?.textContent).toBe('1');
    // Ark's popover trigger carries data-scope="popover"; the light trigger does not.
    expect(mounted.container.querySelector('[data-scope="popover"]')).toBeNull();
  });

  it('opens the list on the first click, reloading it once, and closes and opens again like before', async () => {
    const onOpen = vi.fn();
    mounted = await render(bell(onOpen));
    const first = mounted.container.querySelector('button');
    if (!first) throw new Error('no trigger');
    await user(() => first.click());
    await settle();
    const list = document.querySelector('ul[aria-label="Meldingen"]');
    expect(list?.textContent).toContain('Er is een nieuw document voor De Zwaluw: Groene kaart.');
    expect(onOpen).toHaveBeenCalledTimes(1);
    const trigger = mounted.container.querySelector('button[data-scope="popover"]');
    expect(trigger?.getAttribute('aria-label')).toBe('Meldingen, 1 ongelezen');
    expect(trigger?.getAttribute('aria-expanded')).toBe('true');
    if (!(trigger instanceof HTMLElement)) throw new Error('no popover trigger');
    await user(() => trigger.click());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user(() => trigger.click());
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
