import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { toaster } from '@camperdeel/ui/lib/toast';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../src/api.ts';
import { useLogout } from '../src/logout.ts';
import { sessionStarted, useMe } from '../src/me.ts';
import { useApiMutation, useApiQuery } from '../src/queries.ts';
import { queryClient } from '../src/query-client.ts';
import { request } from '../src/request.ts';
import { forgetReturn, pendingReturn } from '../src/session-return.ts';
import { sessionStore } from '../src/session-store.ts';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { renderPage, setupApiServer } from '../src/testing/render.tsx';
import { owner } from './fixtures.ts';

const server = setupApiServer();
afterEach(() => toaster.remove());

function toastTexts() {
  return toaster.getVisibleToasts().map((t) => `${t.type}: ${t.title} / ${t.description}`);
}

function WhoAmI() {
  const me = useMe();
  if (me.isPending) return <p>laden</p>;
  return <p>{me.data ? `ingelogd als ${me.data.naam}` : 'anoniem'}</p>;
}

describe('useMe', () => {
  it('asks the server once and serves every later reader from the cache, into the session store', async () => {
    let asked = 0;
    server.use(
      apiHandler('get', '/auth/me', () => {
        asked += 1;
        return { user: owner };
      }),
    );
    const first = await renderPage(<WhoAmI />, '/mijn-camper');
    expect(await screen.findByText('ingelogd als An')).toBeTruthy();
    first.unmount();
    await renderPage(<WhoAmI />, '/mijn-camper/kalender');
    expect(screen.getByText('ingelogd als An')).toBeTruthy();
    expect(asked).toBe(1);
    expect(sessionStore.getState().session).toEqual({ status: 'signed-in', user: owner });
  });

  it('treats a 401 as an anonymous visitor, without a toast or a redirect', async () => {
    server.use(apiHandler('get', '/auth/me', () => apiError('not_authenticated')));
    const page = await renderPage(<WhoAmI />, '/dashboard');
    expect(await screen.findByText('anoniem')).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/dashboard');
    expect(sessionStore.getState().session.status).toBe('anonymous');
    expect(toastTexts()).toEqual([]);
  });
});

function Reservations() {
  const list = useApiQuery({
    queryKey: ['owner', 'reservations'],
    queryFn: () => request(() => api.owner.reservations.$get()),
    failureTitle: FAILURE_TITLES.loadReservations,
  });
  return <p>{list.data ? 'reserveringen' : 'geen reserveringen'}</p>;
}

function CreditYears() {
  const credits = useApiQuery({
    queryKey: ['owner', 'credits'],
    queryFn: () => request(() => api.owner.credits.$get()),
    failureTitle: FAILURE_TITLES.loadCredits,
  });
  return <p>{credits.data ? `${credits.data.credits.length} jaren` : 'geen credits'}</p>;
}

const creditYear = (jaar: number) => ({
  jaar,
  credits_hoogseizoen: 1,
  credits_laagseizoen: 1,
  toegekend_hoogseizoen: 1,
  toegekend_laagseizoen: 1,
});

describe('the one failure policy', () => {
  it("shows the action's Dutch title with the server's message", async () => {
    server.use(apiHandler('get', '/owner/credits', () => apiError('not_found', 'Camper niet gevonden.')));
    await renderPage(<CreditYears />, '/mijn-camper');
    await waitFor(() =>
      expect(toastTexts()).toEqual([`error: ${FAILURE_TITLES.loadCredits} / Camper niet gevonden.`]),
    );
  });

  it('sends someone whose session ended to the login page of the area with one message, remembering the page', async () => {
    sessionStarted(owner);
    server.use(
      apiHandler('get', '/owner/credits', () => apiError('not_authenticated')),
      apiHandler('get', '/owner/reservations', () => apiError('not_authenticated')),
    );
    const page = await renderPage(
      <>
        <CreditYears />
        <Reservations />
      </>,
      '/mijn-camper/kalender',
    );
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/auth'));
    expect(page.router.state.location.search).toEqual({ redirect: 'mijn-camper' });
    expect(sessionStore.getState().session.status).toBe('anonymous');
    expect(queryClient.getQueryData(['me'])).toBeNull();
    // Both reads failed; a late one that answers on the login page stays quiet too.
    await queryClient.refetchQueries({ queryKey: ['owner', 'credits'] }).catch(() => undefined);
    expect(toastTexts()).toEqual([
      `error: ${toasts.sessionExpired.title} / ${toasts.sessionExpired.message}`,
    ]);
    expect(pendingReturn()).toBe('/mijn-camper/kalender');
    forgetReturn();
  });
});

function Rename() {
  const rename = useApiMutation({
    mutationFn: () => request(() => api.owner.reservations.$post({ json: { dagen: ['2027-04-01'] } })),
    failureTitle: (failure) => (failure.code === 'insufficient_credits' ? 'Te weinig credits' : 'Mislukt'),
    invalidates: [['owner', 'credits']],
  });
  return (
    <button type="button" onClick={() => rename.mutate()}>
      Reserveer
    </button>
  );
}

describe('useApiMutation', () => {
  it('fetches again what it changed once it succeeded', async () => {
    let loads = 0;
    server.use(
      apiHandler('get', '/owner/credits', () => {
        loads += 1;
        return { credits: Array.from({ length: loads }, (_, index) => creditYear(2027 + index)) };
      }),
      apiHandler('post', '/owner/reservations', () => ({ reserveringen: [], credits: [] })),
    );
    await renderPage(
      <>
        <CreditYears />
        <Rename />
      </>,
      '/mijn-camper',
    );
    expect(await screen.findByText('1 jaren')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reserveer' }));
    expect(await screen.findByText('2 jaren')).toBeTruthy();
  });

  it('offline, a change is tried now and fails now, never parked and sent later behind the user’s back', async () => {
    let sent = 0;
    server.use(
      apiHandler('post', '/owner/reservations', () => {
        sent += 1;
        return HttpResponse.error();
      }),
    );
    onlineManager.setOnline(false);
    try {
      await renderPage(<Rename />, '/mijn-camper');
      await userEvent.click(screen.getByRole('button', { name: 'Reserveer' }));
      await waitFor(() => expect(toastTexts().some((t) => t.startsWith('error: Mislukt / '))).toBe(true));
      expect(sent).toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
    // Back online, nothing that was refused goes out again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toBe(1);
  });

  it('picks the toast title from the failure when the action has more than one', async () => {
    server.use(
      apiHandler('post', '/owner/reservations', () =>
        apiError('insufficient_credits', 'Niet genoeg credits.'),
      ),
    );
    await renderPage(<Rename />, '/mijn-camper');
    await userEvent.click(screen.getByRole('button', { name: 'Reserveer' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Te weinig credits / Niet genoeg credits.'));
  });

  it("says the product's own text instead of the server's message when the action words its failure itself", async () => {
    function Apply() {
      const apply = useApiMutation({
        mutationFn: () => request(() => api.me.applications.$post({ json: { camper_id: 'c1' } })),
        failureTitle: FAILURE_TITLES.generic,
        failureMessage: (failure) => (failure.code === 'already_applied' ? 'Al gedaan.' : 'Later opnieuw.'),
      });
      return (
        <button type="button" onClick={() => apply.mutate()}>
          Aanmelden
        </button>
      );
    }
    server.use(apiHandler('post', '/me/applications', () => apiError('camper_full', 'Vol.')));
    await renderPage(<Apply />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(toastTexts()).toEqual([`error: ${FAILURE_TITLES.generic} / Later opnieuw.`]));
  });
});

function LogoutButton() {
  const { logout, busy } = useLogout();
  return (
    <button type="button" onClick={logout}>
      {busy ? 'Bezig' : 'Uitloggen'}
    </button>
  );
}

describe('useLogout', () => {
  it("says 'Uitgelogd', goes home and forgets the user and their data", async () => {
    let loggedOut = 0;
    sessionStore.getState().signedIn(owner);
    queryClient.setQueryData(['me'], owner);
    queryClient.setQueryData(['owner', 'credits'], { credits: [] });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHandler('post', '/auth/logout', async () => {
        loggedOut += 1;
        await answered;
        return { uitgelogd: true as const };
      }),
    );
    const page = await renderPage(<LogoutButton />, '/mijn-camper');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByRole('button', { name: 'Bezig' })).toBeTruthy();
    answer();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(loggedOut).toBe(1);
    expect(toastTexts()).toEqual(['success: Uitgelogd / Je bent succesvol uitgelogd.']);
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(queryClient.getQueryData(['owner', 'credits'])).toBeUndefined();
    expect(sessionStore.getState().session.status).toBe('anonymous');
  });

  it("keeps the user signed in with 'Uitloggen mislukt' when the server refuses", async () => {
    sessionStore.getState().signedIn(owner);
    server.use(apiHandler('post', '/auth/logout', () => apiError('internal_error', 'Er ging iets mis.')));
    const page = await renderPage(<LogoutButton />, '/mijn-camper');
    await userEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Uitloggen mislukt / Er ging iets mis.']));
    expect(page.router.state.location.pathname).toBe('/mijn-camper');
    expect(sessionStore.getState().session.status).toBe('signed-in');
  });
});
