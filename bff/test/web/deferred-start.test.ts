import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { earlyDataTag } from '../../src/web/early-data.ts';

// The early script of a page with a first screen also starts the app's scripts, once the page (first screen and
// photo) has loaded: run in a small fake of the browser, the one thing it touches.

type Appended = {
  tag: string;
  rel?: string;
  as?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
  fetchPriority?: string;
};

function run(tag: string, readyState: 'loading' | 'interactive' | 'complete') {
  const [, attributes = '', code = ''] = /<script((?: data-[a-z]+="[^"]*")*)>(.*)<\/script>/.exec(tag) ?? [];
  const dataset: Record<string, string> = {};
  for (const [, name = '', value = ''] of attributes.matchAll(/data-([a-z]+)="([^"]*)"/g)) {
    dataset[name] = value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  }
  const appended: Appended[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { ms: number; run: () => void }[] = [];
  const window = {
    document: {
      currentScript: { dataset },
      readyState,
      head: { appendChild: (element: Appended) => appended.push(element) },
      createElement: (name: string) => ({ tag: name }),
    },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    setTimeout: (fn: () => void, ms: number) => timers.push({ ms, run: fn }),
    fetch: vi.fn(async () => new Response('{}')),
  } as Record<string, unknown>;
  window.window = window;
  runInNewContext(code, window);
  return { appended, listeners, timers, window };
}

const deferred = {
  entry: '/static/js/index.abc.js',
  hints: [
    { href: '/static/js/async/bootstrap.1.js', as: 'script' as const },
    { href: '/remotes/mfe_public/mf-manifest.json', as: 'fetch' as const },
    { href: '/remotes/mfe_public/static/css/async/a.css', as: 'style' as const },
  ],
};

describe('the deferred start of the app scripts', () => {
  it('starts nothing before the page has loaded, then the entry first and at high priority, and the hints, once', () => {
    const { appended, listeners, timers } = run(earlyDataTag('/auth', null, deferred), 'interactive');
    expect(appended).toEqual([]);
    listeners.load?.();
    expect(appended).toEqual([
      { tag: 'script', fetchPriority: 'high', src: '/static/js/index.abc.js' },
      { tag: 'link', rel: 'preload', as: 'script', href: '/static/js/async/bootstrap.1.js' },
      {
        tag: 'link',
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: '/remotes/mfe_public/mf-manifest.json',
      },
      { tag: 'link', rel: 'preload', as: 'style', href: '/remotes/mfe_public/static/css/async/a.css' },
    ]);
    // The fallback timer after the load event starts nothing a second time.
    for (const timer of timers) timer.run();
    expect(appended).toHaveLength(4);
  });

  it('does not wait for ever: a photo that never loads delays the scripts 2.5 s at most', () => {
    const { appended, timers } = run(earlyDataTag('/auth', null, deferred), 'loading');
    expect(timers.map((timer) => timer.ms)).toEqual([2500]);
    timers[0]?.run();
    expect(appended[0]).toEqual({ tag: 'script', fetchPriority: 'high', src: '/static/js/index.abc.js' });
  });

  it('starts at once when the page has loaded already', () => {
    const { appended, timers } = run(earlyDataTag('/auth', null, deferred), 'complete');
    expect(appended).toHaveLength(4);
    expect(timers).toEqual([]);
  });

  it('still leaves the early data, and without a deferred start starts no script at all', () => {
    const { appended, listeners, timers, window } = run(earlyDataTag('/auth', null), 'interactive');
    expect(window.__camperdeelPrefetch).toMatchObject({ anonymous: { path: '/api/auth/me', status: 401 } });
    expect(listeners).toEqual({});
    expect(timers).toEqual([]);
    expect(appended).toEqual([]);
  });

  it('writes hostile addresses as attribute text only', () => {
    const tag = earlyDataTag('/auth', null, {
      entry: '/static/js/index."><script>alert(1)</script>.js',
      hints: [{ href: '/x"><img src=x onerror=alert(1)>', as: 'script' }],
    });
    expect(tag.match(/<script/g)).toHaveLength(1);
    expect(tag).not.toContain('"><');
    expect(tag).not.toContain('<img');
    const { appended, listeners } = run(tag, 'interactive');
    listeners.load?.();
    expect(appended[0]?.src).toBe('/static/js/index."><script>alert(1)</script>.js');
    expect(appended[1]?.href).toBe('/x"><img src=x onerror=alert(1)>');
  });
});
