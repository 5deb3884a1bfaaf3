import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The MF runtime stands in for the network: each test decides what loading a remote does.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const Area = () => null;

async function freshModule() {
  vi.resetModules();
  return await import('../src/remotes/load-area.ts');
}

beforeEach(() => {
  vi.useFakeTimers();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
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

  it('gives up after a timeout on both attempts when the remote never answers', async () => {
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const { loadArea, REMOTE_TIMEOUT_MS } = await freshModule();
    const result = loadArea('admin');
    const outcome = expect(result).rejects.toThrow(/geen antwoord/);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    await outcome;
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
