// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_MAX_MS, firstScreenReady, replaceFirstScreenWhenReady } from '../src/first-screen.ts';

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const LOADING = '<div role="status" aria-live="polite">Laden...</div>';

describe('firstScreenReady', () => {
  it("waits for the page's heading without a loading indicator", () => {
    expect(firstScreenReady(rootWith(''))).toBe(false);
    expect(firstScreenReady(rootWith('<div class="area"></div>'))).toBe(false);
    expect(firstScreenReady(rootWith(LOADING))).toBe(false);
    expect(firstScreenReady(rootWith(`<h1>Beschikbare campers</h1>${LOADING}`))).toBe(false);
    expect(firstScreenReady(rootWith('<h1>Beschikbare campers</h1><article></article>'))).toBe(true);
  });

  it('a busy button or a toast region is no loading page; a failure is shown at once', () => {
    expect(firstScreenReady(rootWith('<h1>x</h1><span role="status"><span>Bezig</span></span>'))).toBe(true);
    expect(firstScreenReady(rootWith('<h1>x</h1><div role="region" aria-live="polite"></div>'))).toBe(true);
    expect(firstScreenReady(rootWith(`${LOADING}<div role="alert">Niet beschikbaar</div>`))).toBe(true);
  });

  it('follows what a page says explicitly', () => {
    expect(firstScreenReady(rootWith('<div data-first-screen="ready"></div>'))).toBe(true);
    expect(firstScreenReady(rootWith('<h1>x</h1><div data-first-screen="pending"></div>'))).toBe(false);
  });
});

describe('replaceFirstScreenWhenReady', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('removes the server screen in the mutation that makes the page ready, not before', async () => {
    document.body.innerHTML = '<div id="first-screen"><h1>Server</h1></div><div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    replaceFirstScreenWhenReady(root);
    root.innerHTML = `<h1>React</h1>${LOADING}`;
    await Promise.resolve();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.innerHTML = '<h1>React</h1><article>camper</article>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('removes it after FIRST_SCREEN_MAX_MS whatever the page shows', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="first-screen"></div><div id="root"></div>';
    replaceFirstScreenWhenReady(document.getElementById('root') as HTMLElement);
    vi.advanceTimersByTime(FIRST_SCREEN_MAX_MS);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it("keeps the server's 'Laden...' placeholder until React's page shows anything, however long that takes", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="first-screen" data-placeholder></div><div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    replaceFirstScreenWhenReady(root);
    root.innerHTML = '<div class="area"></div>';
    vi.advanceTimersByTime(FIRST_SCREEN_MAX_MS * 2);
    await Promise.resolve();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.innerHTML = LOADING;
    await Promise.resolve();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('does nothing on a page without a server screen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => replaceFirstScreenWhenReady(document.getElementById('root') as HTMLElement)).not.toThrow();
  });
});
