import { apiHandler } from '@camperdeel/client/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoundsDialog } from '../src/features/rounds/RoundsDialog.tsx';
import { recordRequests, setupAdminServer } from './support/msw.ts';
import { findToast, renderPage } from './support/render.tsx';

const server = setupAdminServer();
const CAMPER = { id: '11111111-1111-4111-8111-111111111111', naam: 'Zeeuwse Zon' };
const ROUND_ID = '33333333-3333-4333-8333-333333333333';
const OWNER_ID = '22222222-2222-4222-8222-222222222222';

const round = {
  id: ROUND_ID,
  camper_id: CAMPER.id,
  jaar: 2099,
  status: 'open' as const,
  sluit_op: '2099-03-01',
  loting_seed: 's',
};

const outcome = {
  ronde: { ...round, status: 'toegewezen' as const },
  loting: [{ user_id: OWNER_ID, naam: 'Jan de Boer', beurt: 1, hoogseizoen_gebruikt: 0, lotnummer: 7 }],
  toewijzingen: [
    {
      user_id: OWNER_ID,
      rang: 1,
      start_datum: '2099-07-01',
      eind_datum: '2099-07-03',
      reservering_id: null,
      reden: 'onvoldoende_credits' as const,
    },
  ],
};

function show(max: number | null = null) {
  server.use(
    apiHandler('get', '/admin/campers/:id/rules', () => ({
      regels: { max_aaneengesloten_hoogseizoen: max },
    })),
  );
  return renderPage(<RoundsDialog camper={CAMPER} onClose={() => undefined} />, '/admin/dashboard/campers');
}

describe('wish rounds dialog', () => {
  it('allocates an open round only after the confirm, then shows the draw and outcomes in words', async () => {
    let status: 'open' | 'toegewezen' = 'open';
    server.use(
      apiHandler('get', '/admin/campers/:id/rounds', () => ({ rondes: [{ ...round, status }] })),
      apiHandler('post', '/admin/rounds/:id/allocate', () => {
        status = 'toegewezen';
        return outcome;
      }),
      apiHandler('get', '/admin/rounds/:id', () => outcome),
    );
    const sent = recordRequests(server);
    const { user } = await show();
    const list = await screen.findByRole('list', { name: 'Wensrondes' });
    expect(list.textContent).toContain('2099 · Sluit op 1 maart 2099');
    await user.click(within(list).getByRole('button', { name: 'Wensronde 2099 toewijzen' }));
    expect(sent.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Toewijzen' }),
    );
    await findToast('Wensronde toegewezen');
    const wishes = await screen.findByRole('table', { name: 'Wensen 2099' });
    expect(within(wishes).getByText('onvoldoende credits')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Loting 2099' })).getByText('Jan de Boer')).toBeTruthy();
  });

  it('starts from the camper’s current rule, and saves an emptied one as no limit', async () => {
    server.use(
      apiHandler('get', '/admin/campers/:id/rounds', () => ({ rondes: [] })),
      apiHandler('put', '/admin/campers/:id/rules', () => ({
        regels: { max_aaneengesloten_hoogseizoen: null },
      })),
    );
    const sent = recordRequests(server);
    const { user } = await show(14);
    expect(await screen.findByText('Geen wensrondes.')).toBeTruthy();
    const field = await screen.findByLabelText('Max aaneengesloten hoogseizoendagen');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('14'));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await findToast('Regel opgeslagen');
    await waitFor(() =>
      expect(sent.find((c) => c.method === 'PUT')?.body).toEqual({ max_aaneengesloten_hoogseizoen: null }),
    );
  });
});
