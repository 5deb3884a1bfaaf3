import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfielPage } from '../src/features/profile/ProfielPage.tsx';
import { mailSettings, profile } from './support/fixtures.ts';
import { ownerPageHandlers } from './support/handlers.ts';

const server = setupApiServer();

beforeEach(() => {
  server.use(...ownerPageHandlers());
  server.use(
    apiHandler('get', '/me/profile', () => ({ profile })),
    apiHandler('get', '/me/sessions', () => ({ sessies: [] })),
    apiHandler('get', '/me/notification-settings', () => ({ email: mailSettings })),
  );
});
afterEach(() => toaster.remove());

function toastTexts() {
  return toaster.getVisibleToasts().map((t) => `${t.type}: ${t.title} / ${t.description}`);
}

async function showProfile() {
  await renderPage(<ProfielPage />, '/mijn-camper/profiel');
  return (await screen.findByRole('textbox', { name: /^Naam/ })) as HTMLInputElement;
}

describe('profile form', () => {
  it('refuses an empty name in Dutch, next to the field, without asking the server', async () => {
    let saved = 0;
    server.use(
      apiHandler('patch', '/me/profile', () => {
        saved += 1;
        return { profile };
      }),
    );
    const user = userEvent.setup();
    const naam = await showProfile();
    await user.clear(naam);
    await user.type(naam, '   ');
    await user.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    expect(saved).toBe(0);
  });

  it("sends trimmed text and empty fields as null, says 'Bezig met opslaan...' once, then 'Profiel opgeslagen'", async () => {
    const sent: unknown[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHandler('patch', '/me/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        await answered;
        return { profile: { ...profile, naam: String(body.naam), aantal_familieleden: 3 } };
      }),
    );
    const user = userEvent.setup();
    const naam = await showProfile();
    await user.clear(naam);
    await user.type(naam, '  Jan  ');
    await user.type(screen.getByRole('textbox', { name: 'Huisdieren' }), 'Een hond');
    await user.type(screen.getByRole('spinbutton', { name: 'Aantal familieleden' }), '3');
    await user.dblClick(screen.getByRole('button', { name: 'Profiel opslaan' }));
    expect(await screen.findByRole('button', { name: 'Bezig met opslaan...' })).toBeTruthy();
    answer();
    await waitFor(() =>
      expect(toastTexts()).toEqual(['success: Profiel opgeslagen / Je gegevens zijn succesvol bijgewerkt.']),
    );
    expect(sent).toEqual([
      {
        naam: 'Jan',
        beschrijving: null,
        telefoonnummer: null,
        huisdieren: 'Een hond',
        allergieen_intolleranties: null,
        aantal_familieleden: 3,
      },
    ]);
    expect(((await screen.findByRole('textbox', { name: /^Naam/ })) as HTMLInputElement).value).toBe('Jan');
  });

  it("shows the server's refusal under 'Fout bij opslaan profiel'", async () => {
    server.use(apiHandler('patch', '/me/profile', () => apiError('invalid_input', 'Naam is te lang.')));
    const user = userEvent.setup();
    await showProfile();
    await user.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Fout bij opslaan profiel / Naam is te lang.']));
  });
});
