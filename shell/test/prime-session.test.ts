// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ primeMe: vi.fn() }));
vi.mock('@camperdeel/client/me', () => client);

const user = { id: 'u1', naam: 'Lisa Meijer' };

function early(reads: Record<string, Promise<Response | null>>, anonymous: unknown = null) {
  window.__camperdeelPrefetch = { reads, anonymous } as NonNullable<typeof window.__camperdeelPrefetch>;
}

beforeEach(() => client.primeMe.mockReset());
afterEach(() => {
  delete window.__camperdeelPrefetch;
});

async function prime() {
  const { primeSessionFromEarlyData } = await import('../src/prime-session.ts');
  await primeSessionFromEarlyData();
}

describe("the session from the HTML's early answer", () => {
  it('hands a 200 with a user to the data layer, and takes the early read so it is not used twice', async () => {
    early({ '/api/auth/me': Promise.resolve(Response.json({ user })) });
    await prime();
    expect(client.primeMe).toHaveBeenCalledWith(user);
    expect(window.__camperdeelPrefetch?.reads['/api/auth/me']).toBeUndefined();
  });

  it('records a visitor the server saw without a session as signed out', async () => {
    early({}, { path: '/api/auth/me', status: 401, body: {} });
    await prime();
    expect(client.primeMe).toHaveBeenCalledWith(null);
  });

  it('leaves anything unclear to the query: no early data, a network failure, another status, a bad body', async () => {
    await prime();
    early({ '/api/auth/me': Promise.resolve(null) });
    await prime();
    early({ '/api/auth/me': Promise.reject(new Error('netwerk')) });
    await prime();
    early({ '/api/auth/me': Promise.resolve(Response.json({ error: {} }, { status: 500 })) });
    await prime();
    early({ '/api/auth/me': Promise.resolve(new Response('geen json', { status: 200 })) });
    await prime();
    early({ '/api/auth/me': Promise.resolve(Response.json({ user: 'x' })) });
    await prime();
    expect(client.primeMe).not.toHaveBeenCalled();
  });
});
