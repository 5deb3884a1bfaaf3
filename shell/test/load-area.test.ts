import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The MF runtime stands in for the network: each test decides what loading a remote does.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const Area = () => null;

async function freshModule() {
  vi.resetModules();
  return await import('../src/remotes/load-area.ts');
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  // The page's clock: 0 at the navigation.
  vi.stubGlobal('performance', { now: () => Date.now() });
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  runtime.registerPlugins.mockReset();
  vi.stubGlobal('location', { href: 'http://camperdeel.test/admin' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ mfe_admin: '/remotes/mfe_admin/mf-manifest.json' })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadArea', () => {
  it('registers the configured manifests and loads the exposed area component', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Area });
    const { loadArea, loadedArea } = await freshModule();
    await expect(loadArea('admin')).resolves.toBe(Area);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_admin', entry: 'http://camperdeel.test/remotes/mfe_admin/mf-manifest.json' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_admin/AdminArea');
    expect(loadedArea('admin')).toBe(Area);
  });

  it('retries once with a fresh registration after a failure', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Area });
    const { loadArea } = await freshModule();
    await expect(loadArea('admin')).resolves.toBe(Area);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('gives up within 10 s of the navigation when the remote never answers, even after a slow start', async () => {
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const { loadArea } = await freshModule();
    const { REMOTE_BUDGET_MS } = await import('../src/remotes/registry.ts');
    expect(REMOTE_BUDGET_MS).toBeLessThan(10_000);
    await vi.advanceTimersByTimeAsync(2000); // the shell took 2 s to start
    let settled = false;
    const outcome = expect(
      loadArea('admin').finally(() => {
        settled = true;
      }),
    ).rejects.toThrow(/geen antwoord/);
    await vi.advanceTimersByTimeAsync(4000);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REMOTE_BUDGET_MS - 6000 - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(Date.now()).toBe(REMOTE_BUDGET_MS);
  });

  it('a later load (the user clicked on) gets the whole budget from its own start', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ default: Area });
    const { loadArea } = await freshModule();
    const { REMOTE_BUDGET_MS } = await import('../src/remotes/registry.ts');
    await loadArea('admin');
    await vi.advanceTimersByTimeAsync(60_000);
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const outcome = expect(loadArea('owner')).rejects.toThrow(/geen antwoord/);
    await vi.advanceTimersByTimeAsync(REMOTE_BUDGET_MS);
    await outcome;
    expect(Date.now()).toBe(60_000 + REMOTE_BUDGET_MS);
  });

  it('after a failed load the next one registers new manifest URLs', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    const { loadArea } = await freshModule();
    await expect(loadArea('admin')).rejects.toThrow('down');
    // Two resets: one between the attempts, one after giving up, so 'Opnieuw proberen' is never behind a hung URL.
    const forced = runtime.registerRemotes.mock.calls.filter(([, options]) => options.force);
    expect(forced).toHaveLength(2);
    const plugin = runtime.registerPlugins.mock.calls[0]?.[0][0];
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        fetched.push(url);
        expect(init.signal?.aborted).toBe(false);
        return new Response('{}');
      }),
    );
    await plugin.fetch('http://remote.test/mf-manifest.json', {});
    expect(fetched).toEqual(['http://remote.test/mf-manifest.json?poging=2']);
  });

  it('shares one load between callers and starts a new one after a failure', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    const { loadArea } = await freshModule();
    const first = loadArea('admin');
    expect(loadArea('admin')).toBe(first);
    await expect(first).rejects.toThrow('down');
    runtime.loadRemote.mockResolvedValue({ default: Area });
    await expect(loadArea('admin')).resolves.toBe(Area);
  });
});
