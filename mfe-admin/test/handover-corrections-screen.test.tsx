import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HandoversDialog } from '../src/features/handovers/HandoversDialog.tsx';
import type { AdminCamper } from '../src/shared/admin-api.ts';
import type { AdminHandover } from '../src/shared/camper-life-api.ts';
import { recordRequests, setupAdminServer } from './support/msw.ts';
import { findToast, renderPage } from './support/render.tsx';

const server = setupAdminServer();

const CAMPER_ID = '11111111-1111-4111-8111-111111111111';
const HANDOVER_ID = '22222222-2222-4222-8222-222222222222';
const camper = { id: CAMPER_ID, naam: 'Zeeuwse Zon' } as AdminCamper;
const poisoned: AdminHandover = {
  id: HANDOVER_ID,
  camper_id: CAMPER_ID,
  reservering_id: null,
  reservering: null,
  user_id: null,
  naam: 'Anna',
  moment: 'terugbrengen',
  km_stand: 9_999_999,
  brandstof_procent: 50,
  schoon: true,
  schade: 'Deuk',
  schade_status: 'open',
  notitie: null,
  created_at: '2026-06-02T10:00:00.000Z',
  fotos: [],
  foto_urls: [],
};
const log = apiHandler('get', '/admin/campers/:id/handovers', () => ({ overdrachten: [poisoned] }));

describe('admin handover log: correct and delete', () => {
  it('a new reading needs a reason before anything is sent; then only the changes go out', async () => {
    server.use(
      log,
      apiHandler('patch', '/admin/handovers/:id', () => ({ overdracht: { ...poisoned, km_stand: 46_000 } })),
    );
    const sent = recordRequests(server);
    const { user } = await renderPage(<HandoversDialog camper={camper} onClose={() => {}} />, '/admin');
    await user.click(await screen.findByRole('button', { name: /Terugbrengen .* corrigeren/ }));
    const form = screen.getByRole('form', { name: 'Overdracht corrigeren' });
    const km = within(form).getByLabelText(/Kilometerstand/);
    await user.clear(km);
    await user.type(km, '46.000');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(form).findByText('Geef een reden op voor het corrigeren van de kilometerstand.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.type(within(form).getByLabelText(/Reden/), 'Typfout');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await findToast('Overdracht gecorrigeerd');
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
        path: `/api/admin/handovers/${HANDOVER_ID}`,
        body: { km_stand: 46_000, reden: 'Typfout' },
      }),
    );
  });

  it("the server's refusal is shown next to the form", async () => {
    server.use(
      log,
      apiHandler('patch', '/admin/handovers/:id', () =>
        apiError(
          'km_jump',
          'De kilometerstand (9999998 km) ligt meer dan 25000 km boven de laatst geregistreerde stand.',
        ),
      ),
    );
    const { user } = await renderPage(<HandoversDialog camper={camper} onClose={() => {}} />, '/admin');
    await user.click(await screen.findByRole('button', { name: /corrigeren/ }));
    const form = screen.getByRole('form', { name: 'Overdracht corrigeren' });
    const km = within(form).getByLabelText(/Kilometerstand/);
    await user.clear(km);
    await user.type(km, '9999998');
    await user.type(within(form).getByLabelText(/Reden/), 'Typfout');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('25000 km');
  });

  it('deletes after a confirmation', async () => {
    server.use(
      log,
      apiHandler('delete', '/admin/handovers/:id', () => ({ overdracht: poisoned })),
    );
    const sent = recordRequests(server);
    const { user } = await renderPage(<HandoversDialog camper={camper} onClose={() => {}} />, '/admin');
    await user.click(await screen.findByRole('button', { name: /Terugbrengen .* verwijderen/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Overdracht verwijderen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await findToast('Overdracht verwijderd');
    expect(sent.some((r) => r.method === 'DELETE' && r.path === `/api/admin/handovers/${HANDOVER_ID}`)).toBe(
      true,
    );
  });
});
