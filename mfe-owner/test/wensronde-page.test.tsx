import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WensrondePage } from '../src/features/wish-round/WensrondePage.tsx';
import { OwnerContext } from '../src/shared/owner-context.ts';
import { ownerPageHandlers } from './support/handlers.ts';

const server = setupApiServer();
const ME = 'user-me';
const OTHER = 'user-other';

const openRound = {
  id: 'r-2099',
  camper_id: 'c1',
  jaar: 2099,
  status: 'open' as const,
  sluit_op: '2099-03-01',
  loting_seed: 's',
  mijn_wensen: [
    { rang: 1, start_datum: '2099-07-01', eind_datum: '2099-07-07' },
    { rang: 2, start_datum: '2099-08-01', eind_datum: '2099-08-07' },
  ],
};
const allocatedRound = {
  ...openRound,
  id: 'r-2025',
  jaar: 2025,
  status: 'toegewezen' as const,
  sluit_op: '2025-03-01',
  mijn_wensen: [],
};

beforeEach(() => {
  server.use(...ownerPageHandlers());
  server.use(
    apiHandler('get', '/owner/rounds', () => ({ rondes: [allocatedRound, openRound] })),
    apiHandler('get', '/owner/rounds/:id', () => ({
      ronde: (({ mijn_wensen: _, ...ronde }) => ronde)(allocatedRound),
      loting: [
        { user_id: OTHER, naam: 'Piet', beurt: 1, hoogseizoen_gebruikt: 0, lotnummer: 12 },
        { user_id: ME, naam: 'Anna', beurt: 2, hoogseizoen_gebruikt: 7, lotnummer: 3 },
      ],
      toewijzingen: [
        {
          user_id: OTHER,
          rang: 1,
          start_datum: '2025-07-01',
          eind_datum: '2025-07-07',
          reservering_id: 'x',
          reden: 'toegewezen' as const,
        },
        {
          user_id: ME,
          rang: 1,
          start_datum: '2025-07-03',
          eind_datum: '2025-07-05',
          reservering_id: null,
          reden: 'bezet' as const,
        },
        {
          user_id: ME,
          rang: 2,
          start_datum: '2025-08-01',
          eind_datum: '2025-08-30',
          reservering_id: null,
          reden: 'te_lang' as const,
        },
      ],
    })),
  );
});
afterEach(() => toaster.remove());

async function showPage() {
  await renderPage(
    <OwnerContext value={{ userId: ME, camperId: 'c1' }}>
      <WensrondePage />
    </OwnerContext>,
    '/mijn-camper/wensronde',
  );
  return screen.findByRole('form', { name: 'Mijn wensen 2099' });
}

describe('wish round page', () => {
  it('lists the rounds newest year first with their closing date in Dutch', async () => {
    await showPage();
    const titles = screen.getAllByText(/^Wensronde \d{4}$/).map((el) => el.textContent);
    expect(titles).toEqual(['Wensronde 2099', 'Wensronde 2025']);
    expect(screen.getByText('Sluit op 1 maart 2099')).toBeTruthy();
  });

  it('saves the ranked wishes after a move up and an added period', async () => {
    const sent: unknown[] = [];
    server.use(
      apiHandler('put', '/owner/rounds/:id/wishes', async ({ request }) => {
        const body = (await request.json()) as { wensen: { start_datum: string; eind_datum: string }[] };
        sent.push(body);
        return { wensen: body.wensen.map((w, i) => ({ rang: i + 1, ...w })) };
      }),
    );
    const user = userEvent.setup();
    const form = await showPage();
    await user.click(within(form).getByRole('button', { name: 'Wens 2 omhoog' }));
    await user.click(within(form).getByRole('button', { name: 'Wens toevoegen' }));
    await user.type(within(form).getByLabelText(/^Wens 3 van/), '2099-06-20');
    const ends = within(form).getAllByLabelText(/^Tot en met/);
    await user.type(ends[2] as HTMLElement, '2099-06-22');
    await user.click(within(form).getByRole('button', { name: 'Wensen opslaan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      wensen: [
        { start_datum: '2099-08-01', eind_datum: '2099-08-07' },
        { start_datum: '2099-07-01', eind_datum: '2099-07-07' },
        { start_datum: '2099-06-20', eind_datum: '2099-06-22' },
      ],
    });
  });

  it("shows the server's Dutch refusal by the form", async () => {
    server.use(
      apiHandler('put', '/owner/rounds/:id/wishes', () =>
        apiError(
          'not_high_season',
          'Elke wens moet een aaneengesloten periode in het hoogseizoen van 2099 zijn.',
        ),
      ),
    );
    const user = userEvent.setup();
    const form = await showPage();
    await user.click(within(form).getByRole('button', { name: 'Wensen opslaan' }));
    expect(
      await within(form).findByText(
        'Elke wens moet een aaneengesloten periode in het hoogseizoen van 2099 zijn.',
      ),
    ).toBeTruthy();
  });

  it('shows the draw and every wish with its outcome in words after allocation', async () => {
    await showPage();
    const draw = await screen.findByRole('table', { name: 'Loting 2025' });
    expect(within(draw).getByText('Anna')).toBeTruthy();
    const wishes = screen.getByRole('table', { name: 'Wensen 2025' });
    expect(within(wishes).getByText('toegewezen')).toBeTruthy();
    expect(within(wishes).getByText('bezet')).toBeTruthy();
    expect(within(wishes).getByText('te lang')).toBeTruthy();
  });
});
