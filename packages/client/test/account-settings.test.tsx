import { ERRORS } from '@camperdeel/rules/errors';
import { NOTIFICATION_KINDS, type NotificationKind } from '@camperdeel/rules/notifications';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountSettings } from '../src/AccountSettings.tsx';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { renderPage, setupApiServer } from '../src/testing/render.tsx';
import { owner } from './fixtures.ts';

const server = setupApiServer();
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

// Every test starts from this device's session and every mail kind on; a test's own handlers come first.
beforeEach(() =>
  server.use(
    apiHandler('get', '/auth/me', () => ({ user: owner })),
    apiHandler('get', '/me/sessions', () => ({ sessies: [thisDevice] })),
    apiHandler('get', '/me/notification-settings', () => ({ email: allOn })),
  ),
);

function toastTitles() {
  return toaster.getVisibleToasts().map((t) => t.title);
}

/** Refuses every deletion as a wrong password, recording what each one sent. */
function refuseDeletion(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    apiHandler('delete', '/me', async ({ request }) => {
      sent.push(await request.json());
      return apiError('wrong_password');
    }),
  );
  return sent;
}

/** The settings page with the deletion dialog open. */
async function openDeletion(): Promise<HTMLElement> {
  await renderPage(<AccountSettings />, '/dashboard/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Account verwijderen' }));
  return screen.findByRole('alertdialog');
}

describe('AccountSettings', () => {
  it('ends another session and shows the list the server then answers', async () => {
    let sessies = [thisDevice, phone];
    server.use(
      apiHandler('get', '/me/sessions', () => ({ sessies })),
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
    server.use(apiHandler('get', '/me/sessions', () => apiError('forbidden')));
    await renderPage(<AccountSettings />, '/dashboard/profile');
    expect(await screen.findByText('Dit kon niet geladen worden. Probeer het later opnieuw.')).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  });

  it('loads the mail settings again from the failure panel', async () => {
    let failing = true;
    server.use(
      apiHandler('get', '/me/notification-settings', () =>
        failing ? apiError('forbidden') : { email: allOn },
      ),
    );
    await renderPage(<AccountSettings />, '/dashboard/profile');
    expect(await screen.findByText('Dit kon niet geladen worden. Probeer het later opnieuw.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Nieuwe factuur voor jou' })).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('checkbox', { name: 'Nieuwe factuur voor jou' })).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  });

  it('flips a mail switch back, with a toast, when saving it failed', async () => {
    server.use(apiHandler('put', '/me/notification-settings', () => apiError('forbidden')));
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

  it('changes the password with what was typed, is busy meanwhile, then empties both fields', async () => {
    const sent: unknown[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sessionLoads = 0;
    server.use(
      apiHandler('get', '/me/sessions', () => {
        sessionLoads += 1;
        return { sessies: [thisDevice] };
      }),
      apiHandler('post', '/me/password', async ({ request }) => {
        sent.push(await request.json());
        await held;
        return { gewijzigd: true as const, beeindigde_sessies: 1 };
      }),
    );
    await renderPage(<AccountSettings />, '/dashboard/profile');
    await screen.findByText('Chrome op Mac');
    const loadsBefore = sessionLoads;
    const huidig = screen.getByLabelText(/Huidig wachtwoord/) as HTMLInputElement;
    const nieuw = screen.getByLabelText(/Nieuw wachtwoord/) as HTMLInputElement;
    await userEvent.type(huidig, 'oud-geheim');
    await userEvent.type(nieuw, 'een-heel-nieuw-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByRole('button', { name: 'Bezig met wijzigen...' })).toBeTruthy();
    release();
    await waitFor(() => expect(toastTitles()).toContain('Wachtwoord gewijzigd'));
    expect(sent).toEqual([
      { huidig_wachtwoord: 'oud-geheim', nieuw_wachtwoord: 'een-heel-nieuw-wachtwoord' },
    ]);
    expect(huidig.value).toBe('');
    expect(nieuw.value).toBe('');
    // The other sessions ended: the list loads again.
    await waitFor(() => expect(sessionLoads).toBeGreaterThan(loadsBefore));
  });

  it('says in a toast that the current password is wrong and keeps what was typed', async () => {
    server.use(apiHandler('post', '/me/password', () => apiError('wrong_password')));
    await renderPage(<AccountSettings />, '/dashboard/profile');
    const huidig = (await screen.findByLabelText(/Huidig wachtwoord/)) as HTMLInputElement;
    await userEvent.type(huidig, 'niet-het-goede');
    await userEvent.type(screen.getByLabelText(/Nieuw wachtwoord/), 'een-heel-nieuw-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(toastTitles()).toContain('Wachtwoord wijzigen mislukt'));
    expect(toaster.getVisibleToasts().map((t) => t.description)).toContain(
      'Je huidige wachtwoord klopt niet.',
    );
    expect(huidig.value).toBe('niet-het-goede');
  });

  it('keeps the deletion dialog open on a wrong password and sends what was typed', async () => {
    const sent = refuseDeletion();
    const dialog = await openDeletion();
    await userEvent.type(within(dialog).getByLabelText(/Wachtwoord/), 'fout-wachtwoord');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Account verwijderen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Je huidige wachtwoord klopt niet.',
    );
    expect(sent).toEqual([{ wachtwoord: 'fout-wachtwoord' }]);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('closes the deletion dialog when the member still owns a camper, and says why on the page', async () => {
    server.use(apiHandler('delete', '/me', () => apiError('is_owner')));
    const dialog = await openDeletion();
    await userEvent.type(within(dialog).getByLabelText(/Wachtwoord/), 'mijn-wachtwoord');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Account verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.is_owner.message);
    // Opening it again starts with an empty password.
    await userEvent.click(screen.getByRole('button', { name: 'Account verwijderen' }));
    const again = await screen.findByRole('alertdialog');
    expect((within(again).getByLabelText(/Wachtwoord/) as HTMLInputElement).value).toBe('');
  });

  it('checks the passwords with the server’s own rules before sending them', async () => {
    const sent: unknown[] = [];
    server.use(
      apiHandler('post', '/me/password', async ({ request }) => {
        sent.push(await request.json());
        return { gewijzigd: true as const, beeindigde_sessies: 1 };
      }),
    );
    await renderPage(<AccountSettings />, '/dashboard/profile');
    await userEvent.type(await screen.findByLabelText(/Huidig wachtwoord/), 'oud-geheim');
    await userEvent.type(screen.getByLabelText(/Nieuw wachtwoord/), 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('Wachtwoord moet minimaal 6 tekens bevatten')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('keeps the deletion dialog open without a password, and sends nothing', async () => {
    const sent = refuseDeletion();
    const dialog = await openDeletion();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Account verwijderen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Wachtwoord is verplicht');
    expect(sent).toEqual([]);
  });
});
