import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return await import('../src/remotes/healing-plugin.ts');
}

beforeEach(() => {
  vi.stubGlobal('location', { href: 'http://camperdeel.test/admin' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('healingPlugin', () => {
  it('leaves the first attempt alone and makes every later one a new URL', async () => {
    const { attemptUrl, startNewAttempt } = await freshModule();
    expect(attemptUrl('http://remote.test/mf-manifest.json')).toBe('http://remote.test/mf-manifest.json');
    startNewAttempt();
    expect(attemptUrl('http://remote.test/mf-manifest.json')).toBe(
      'http://remote.test/mf-manifest.json?poging=1',
    );
    startNewAttempt();
    expect(attemptUrl('/remotes/mfe_admin/mf-manifest.json?x=1')).toBe(
      'http://camperdeel.test/remotes/mfe_admin/mf-manifest.json?x=1&poging=2',
    );
  });

  it('aborts the manifest fetch that still hangs when a new attempt starts', async () => {
    const { healingPlugin, startNewAttempt } = await freshModule();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }),
    );
    const plugin = healingPlugin(5000);
    void plugin.fetch?.('http://remote.test/mf-manifest.json', {});
    expect(signal?.aborted).toBe(false);
    startNewAttempt();
    expect(signal?.aborted).toBe(true);
  });
});
