import { preloadBellPopover } from '@camperdeel/ui/components/NotificationBell';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsBell } from '../src/NotificationsBell.tsx';
import { apiHandler } from '../src/testing/msw.ts';
import { renderPage, setupApiServer } from '../src/testing/render.tsx';

const server = setupApiServer();

const melding = {
  id: 'm1',
  soort: 'document',
  titel: 'Nieuw document',
  tekst: 'Er is een nieuw document voor De Zwaluw: Groene kaart.',
  link: '/mijn-camper',
  gelezen: false,
  created_at: '2026-03-10T10:00:00.000Z',
};

/** The popover's code loads on first use; let its import settle before looking for the list. */
async function settle(): Promise<void> {
  await act(async () => {
    await preloadBellPopover();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('NotificationsBell', () => {
  it("shows the server's unread count, and a notification opens its link in the page's router, marked read", async () => {
    let read = '';
    server.use(
      apiHandler('get', '/me/notifications', () => ({
        meldingen: [melding],
        volgende: null,
        totaal: 1,
        ongelezen: 1,
      })),
      apiHandler('post', '/me/notifications/:id/read', ({ params }) => {
        read = params.id ?? '';
        return { melding: { ...melding, gelezen: true } };
      }),
    );
    const page = await renderPage(<NotificationsBell />, '/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' });
    await settle();
    await userEvent.click(trigger);
    await settle();
    await userEvent.click(await screen.findByText('Er is een nieuw document voor De Zwaluw: Groene kaart.'));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/mijn-camper'));
    await waitFor(() => expect(read).toBe('m1'));
  });

  it("loads older notifications with 'Meer laden'; the unread count stays the server's, not the page's", async () => {
    const older = { ...melding, id: 'm2', tekst: 'Een oudere melding.', gelezen: true };
    server.use(
      apiHandler('get', '/me/notifications', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'c1'
          ? { meldingen: [older], volgende: null, totaal: 2, ongelezen: 7 }
          : { meldingen: [melding], volgende: 'c1', totaal: 2, ongelezen: 7 },
      ),
    );
    await renderPage(<NotificationsBell />, '/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Meldingen, 7 ongelezen' });
    await settle();
    await userEvent.click(trigger);
    await settle();
    await userEvent.click(await screen.findByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('Een oudere melding.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Meldingen, 7 ongelezen' })).toBeTruthy();
  });
});
