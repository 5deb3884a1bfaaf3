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
      apiHandler('get', '/me/notifications', () => ({ meldingen: [melding], ongelezen: 1 })),
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
});
