import { afterEach, describe, expect, it } from 'vitest';
import { ME_KEY, primeMe } from '../src/me.ts';
import { queryClient } from '../src/query-client.ts';
import { sessionStore } from '../src/session-store.ts';
import { owner } from './fixtures.ts';

afterEach(() => {
  queryClient.clear();
  sessionStore.getState().signedOut();
});

describe('primeMe (the HTML already answered who is signed in)', () => {
  it('puts the user in the cache and the session before the first render', () => {
    primeMe(owner);
    expect(queryClient.getQueryData(ME_KEY)).toEqual(owner);
    expect(sessionStore.getState().session).toEqual({ status: 'signed-in', user: owner });
  });

  it('records a visitor the server saw without a session as anonymous', () => {
    sessionStore.getState().signedIn(owner);
    primeMe(null);
    expect(queryClient.getQueryData(ME_KEY)).toBeNull();
    expect(sessionStore.getState().session).toEqual({ status: 'anonymous' });
  });

  it('never overwrites an answer the page already has (a login in between)', () => {
    queryClient.setQueryData(ME_KEY, owner);
    sessionStore.getState().signedIn(owner);
    primeMe(null);
    expect(queryClient.getQueryData(ME_KEY)).toEqual(owner);
    expect(sessionStore.getState().session).toEqual({ status: 'signed-in', user: owner });
  });
});
