// @vitest-environment happy-dom
import { type ReactNode, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createArea } from '../area.tsx';
import { lazyPage } from '../lazy-page.tsx';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** Renders `node` under Suspense and returns what the first commit showed, before any promise settles. */
function firstCommit(node: ReactNode): string {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(<Suspense fallback={<p>laden</p>}>{node}</Suspense>));
  return container.innerHTML;
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first commit, without the fallback', async () => {
    const Lazy = lazyPage(async () => ({ default: Page }));
    Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firstCommit(<Lazy name="Kalender" />)).toBe('<h1>Kalender</h1>');
  });

  it("counts a page as loaded only once what it shows by path has: its module's `ready`", async () => {
    let tabLoaded: () => void = () => {};
    const ready = new Promise<void>((resolve) => (tabLoaded = resolve));
    const Lazy = lazyPage(async () => ({ default: Page, ready }));
    let loaded = false;
    const preloaded = Lazy.preload().then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBe(false);
    tabLoaded();
    await preloaded;
    expect(loaded).toBe(true);
  });

  it('settles its preload when what the page shows by path fails to load (the page itself reports that)', async () => {
    const Lazy = lazyPage(async () => ({ default: Page, ready: Promise.reject(new Error('tab kapot')) }));
    await expect(Lazy.preload()).resolves.toBeUndefined();
  });

  it('suspends until the import settles and says nothing on the console while it does', async () => {
    const errors = vi.spyOn(console, 'error');
    let finish: (module: { default: typeof Page }) => void = () => {};
    const Lazy = lazyPage(() => new Promise<{ default: typeof Page }>((resolve) => (finish = resolve)));
    expect(firstCommit(<Lazy name="Documenten" />)).toBe('<p>laden</p>');
    finish({ default: Page });
    await vi.waitFor(() => expect(document.body.textContent).toBe('Documenten'));
    // "called use() to suspend in a previous render but did not call use() when it finished": a render skipped use().
    expect(errors).not.toHaveBeenCalled();
  });

  it('replays a page whose import settles during the render without a warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const Lazy = lazyPage(async () => ({ default: Page }));
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <Suspense fallback={<p>laden</p>}>
        <Lazy name="Facturen" />
      </Suspense>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('Facturen'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('imports once more when the import fails at once: a load the bundler kept from before the retry', async () => {
    // A hung server's stylesheet stays "loading" in the bundler until the recovered server drops the connection;
    // a retry clicked in that moment gets that old load's failure.
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('Loading CSS chunk vi failed'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyPage(load);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(firstCommit(<Lazy name="Campers" />)).toBe('<h1>Campers</h1>');
  });

  it('does not import again after a failure that took its time (a chunk that timed out)', async () => {
    vi.spyOn(performance, 'now').mockReturnValueOnce(0).mockReturnValue(6_000);
    const load = vi.fn<() => Promise<{ default: typeof Page }>>().mockRejectedValue(new Error('timeout'));
    const Lazy = lazyPage(load);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('createArea', () => {
  it("is ready once the address bar's page has loaded, with what that page shows by path", async () => {
    history.pushState(null, '', '/admin/dashboard');
    let tabLoaded: () => void = () => {};
    const ready = new Promise<void>((resolve) => (tabLoaded = resolve));
    const other = vi.fn(async () => ({ default: () => null }));
    const Area = createArea([
      { path: '/admin', title: 'Admin inloggen', component: lazyPage(other) },
      {
        path: '/admin/dashboard',
        title: 'Gebruikers',
        component: lazyPage(async () => ({ default: () => null, ready })),
      },
    ]);
    let settled = false;
    const done = Area.ready?.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(other).not.toHaveBeenCalled();
    tabLoaded();
    await done;
    expect(settled).toBe(true);
  });
});
