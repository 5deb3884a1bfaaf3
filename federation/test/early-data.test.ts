// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_DATA_TTL_MS, installEarlyFetch, knownSignedOut, takeEarlyRead } from '../early-data.ts';

const realFetch = window.fetch;
let network: ReturnType<typeof vi.fn>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  network = vi.fn(async (input: RequestInfo | URL) => json({ from: 'network', url: String(input) }));
  window.fetch = network as unknown as typeof fetch;
});

afterEach(() => {
  delete window.__camperdeelPrefetch;
  window.fetch = realFetch;
  vi.restoreAllMocks();
});

describe('early data hand-off', () => {
  it('answers the first GET of an early path from the early request, later ones from the network', async () => {
    window.__camperdeelPrefetch = {
      reads: { '/api/campers': Promise.resolve(json({ from: 'early' })) },
      anonymous: null,
    };
    installEarlyFetch();
    expect(await (await fetch('/api/campers', { credentials: 'include' })).json()).toEqual({ from: 'early' });
    expect(await (await fetch('/api/campers')).json()).toMatchObject({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('answers /api/auth/me of a signed-out visitor with the 401 the server gave, without a request', async () => {
    const body = { error: { code: 'not_authenticated', message: 'Log in om verder te gaan.' } };
    window.__camperdeelPrefetch = { reads: {}, anonymous: { path: '/api/auth/me', status: 401, body } };
    installEarlyFetch();
    expect(knownSignedOut()).toBe(true);
    const res = await fetch(`${location.origin}/api/auth/me`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(body);
    expect(network).not.toHaveBeenCalled();
  });

  it('forgets everything after a write: a login makes /api/auth/me a real request again', async () => {
    window.__camperdeelPrefetch = {
      reads: { '/api/campers': Promise.resolve(json({ from: 'early' })) },
      anonymous: { path: '/api/auth/me', status: 401, body: {} },
    };
    installEarlyFetch();
    await fetch('/api/auth/login', { method: 'POST', body: '{}' });
    expect(knownSignedOut()).toBe(false);
    expect((await fetch('/api/auth/me')).status).toBe(200);
    expect(await (await fetch('/api/campers')).json()).toMatchObject({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('never hands an early answer to another origin, another method or another query', async () => {
    window.__camperdeelPrefetch = {
      reads: { '/api/campers': Promise.resolve(json({ from: 'early' })) },
      anonymous: null,
    };
    installEarlyFetch();
    await fetch('https://elders.example/api/campers');
    await fetch('/api/campers?pagina=2');
    await fetch(new Request(`${location.origin}/api/campers`, { method: 'HEAD' }));
    expect(network).toHaveBeenCalledTimes(3);
    expect(takeEarlyRead('/api/campers')).toBeDefined();
  });

  it('falls back to the network when the early request failed', async () => {
    window.__camperdeelPrefetch = { reads: { '/api/campers': Promise.resolve(null) }, anonymous: null };
    installEarlyFetch();
    expect(await (await fetch('/api/campers')).json()).toMatchObject({ from: 'network' });
  });

  it('uses nothing later than EARLY_DATA_TTL_MS after navigation', async () => {
    window.__camperdeelPrefetch = {
      reads: { '/api/campers': Promise.resolve(json({ from: 'early' })) },
      anonymous: { path: '/api/auth/me', status: 401, body: {} },
    };
    installEarlyFetch();
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_DATA_TTL_MS + 1);
    expect(knownSignedOut()).toBe(false);
    expect(await (await fetch('/api/campers')).json()).toMatchObject({ from: 'network' });
  });

  it('changes nothing on a page without early data (a standalone remote)', () => {
    installEarlyFetch();
    expect(window.fetch).toBe(network);
    expect(takeEarlyRead('/api/auth/me')).toBeUndefined();
    expect(knownSignedOut()).toBe(false);
  });
});
