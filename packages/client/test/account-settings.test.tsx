import { NOTIFICATION_KINDS, type NotificationKind } from '@camperdeel/rules/notifications';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountSettings } from '../src/AccountSettings.tsx';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { renderPage, setupApiServer } from '../src/testing/render.tsx';
import { owner } from './fixtures.ts';

const server = setupApiServer();
beforeEach(() => server.use(apiHandler('get', '/auth/me', () => ({ user: owner }))));
afterEach(() => toaster.remove());

const thisDevice = {
  id: 's1',
  apparaat: 'Chrome op Mac',
  created_at: '2026-03-10T10:00:00.000Z',
  user_agent: null,
  laatst_gebruikt: null,
  verloopt_at: '2026-04-10T10:00:00.000Z',
  huidige: true,
};
/** Every kind mailed, as a new member starts. */
const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((soort) => [soort, true])) as Record<
  NotificationKind,
  boolean
>;
const phone = { ...thisDevice, id: 's2', apparaat: 'Safari op iPhone', huidige: false };

function toastTitles() {
  return toaster.getVisibleToasts().map((t) => t.title);
}

describe('AccountSettings', () => {
  it('ends another session and shows the list the server then answers', async () => {
    let sessies = [thisDevice, phone];
    server.use(
      apiHandler('get', '/me/sessions', () => ({ sessies })),
      apiHandler('get', '/me/notification-settings', () => ({ email: allOn })),
      apiHandler('delete', '/me/sessions/:id', ({ params }) => {
        sessies = sessies.filter((s) => s.id !== params.id);
        return { beeindigd: params.id ?? '' };
      }),
    );
    await renderPage(<AccountSettings />, '/dashboard/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Safari op iPhone afmelden' }));
    await waitFor(() => expect(screen.queryByText('Safari op iPhone')).toBeNull());
    expect(toastTitles()).toContain('Sessie afgemeld');
  });

  it('says in place that the sessions could not load, without a toast', async () => {
    server.use(
      apiHandler('get', '/me/sessions', () => apiError('forbidden')),
      apiHandler('get', '/me/notification-settings', () => ({ email: allOn })),
    );
    await renderPage(<AccountSettings />, '/dashboard/profile');
    expect(await screen.findByText('Dit kon niet geladen worden. Probeer het later opnieuw.')).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  });

  it('flips a mail switch back, with a toast, when saving it failed', async () => {
    server.use(
      apiHandler('get', '/me/sessions', () => ({ sessies: [thisDevice] })),
      apiHandler('get', '/me/notification-settings', () => ({ email: allOn })),
      apiHandler('put', '/me/notification-settings', () => apiError('forbidden')),
    );
    await renderPage(<AccountSettings />, '/dashboard/profile');
    const factuur = await screen.findByRole('checkbox', { name: 'Nieuwe factuur voor jou' });
    expect((factuur as HTMLInputElement).checked).toBe(true);
    await userEvent.click(factuur);
    await waitFor(() => expect(toastTitles()).toContain('Opslaan mislukt'));
    // The switch shows its state on its root (the hidden checkbox follows it in a real browser).
    const root = screen
      .getByText('Nieuwe factuur voor jou')
      .closest('[data-scope="switch"][data-part="root"]');
    await waitFor(() => expect(root?.getAttribute('data-state')).toBe('checked'));
  });
});
