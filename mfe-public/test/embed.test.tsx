import { settle } from '@camperdeel/ui/testing/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../src/embed/mount.tsx';
import { camper, camperPage } from './fixtures.ts';

// The stylesheet is Panda's build output (PostCSS in Rsbuild); the test only needs to see where it goes.
vi.mock('../src/embed/embed.css?inline', () => ({ default: ':host { display: block }' }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('partner embed', () => {
  it('renders the public carousel from the Camperdeel origin inside a shadow root, dialogs included', async () => {
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(input instanceof Request ? input : new Request(String(input), init));
        return Response.json(camperPage([camper({ pdf_url: '/files/camper-documents/fiche.pdf' })]));
      }),
    );
    const host = document.createElement('div');
    document.body.append(host);
    let unmount: () => void = () => {};
    await act(async () => {
      unmount = mount(host, { apiOrigin: 'https://camperdeel.example' });
    });
    await settle();

    // (StrictMode runs the loading effect twice in development; every request is the same.)
    expect([...new Set(requests.map((r) => `${r.url} ${r.credentials}`))]).toEqual([
      'https://camperdeel.example/api/public/campers?limit=12 omit',
    ]);
    const shadow = host.shadowRoot as ShadowRoot;
    expect(shadow.querySelector('style')?.textContent).toBe(':host { display: block }');
    // Nothing of ours lands in the partner's document: no stylesheet, no markup outside the host.
    expect(document.head.querySelectorAll('style, link')).toHaveLength(0);
    expect(host.children).toHaveLength(0);

    expect(shadow.querySelector('article h2')?.textContent).toBe('Zeeuwse Zon');
    expect(shadow.querySelector('article img')?.getAttribute('src')).toBe(
      'https://camperdeel.example/files/camper-images/zon.png',
    );
    const apply = [...shadow.querySelectorAll('a')].find((a) => a.textContent === 'Aanmelden');
    expect(apply?.getAttribute('href')).toBe('https://camperdeel.example/auth?redirect=dashboard');

    const details = [...shadow.querySelectorAll('button')].find((b) => b.textContent === 'Meer details');
    await act(async () => details?.click());
    await settle();
    const dialog = shadow.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Prijs per eigenaar');
    expect(dialog?.querySelector('a')?.getAttribute('href')).toBe(
      'https://camperdeel.example/files/camper-documents/fiche.pdf',
    );
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();

    await act(async () => unmount());
    expect(shadow.childNodes).toHaveLength(0);
  });

  it('loads a long list in batches, the next one before it is needed, and shows a position instead of dots', async () => {
    const asked: string[] = [];
    const batch = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) =>
        camper({ id: `c${from + i}`, naam: `Camper ${from + i + 1}` }),
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL((input instanceof Request ? input : new Request(String(input), init)).url);
        asked.push(url.search);
        const next = url.searchParams.get('cursor') === 'tweede';
        return Response.json(
          next
            ? { campers: batch(12, 20), volgende: null, totaal: 20 }
            : { campers: batch(0, 12), volgende: 'tweede', totaal: 20 },
        );
      }),
    );
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => {
      mount(host, { apiOrigin: 'https://camperdeel.example' });
    });
    await settle();
    const shadow = host.shadowRoot as ShadowRoot;
    const carousel = () => shadow.querySelector('[aria-roledescription="carousel"]');
    expect(carousel()?.textContent).toContain('1 van 20');
    // No dot per camper, and the first card cannot go back to the end nobody has loaded yet.
    expect(carousel()?.querySelectorAll('[aria-current]')).toHaveLength(0);
    const previous = shadow.querySelector<HTMLButtonElement>('button[aria-label="Vorige camper"]');
    expect(previous?.disabled).toBe(true);
    expect(new Set(asked)).toEqual(new Set(['?limit=12']));

    const next = shadow.querySelector<HTMLButtonElement>('button[aria-label="Volgende camper"]');
    for (let i = 0; i < 9; i++) await act(async () => next?.click());
    await settle();
    // Three cards before the last one loaded, the second batch is asked for.
    expect(asked).toContain('?limit=12&cursor=tweede');
    for (let i = 0; i < 11; i++) await act(async () => next?.click());
    await settle();
    expect(shadow.querySelector('article h2')?.textContent).toBe('Camper 1');
    expect(carousel()?.textContent).toContain('1 van 20');
    expect(previous?.disabled).toBe(false);
  });
});
