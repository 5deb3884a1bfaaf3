import { apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import DashboardAreaPage from '../src/features/dashboard/DashboardAreaPage.tsx';
import { leaveActEnvironment } from './act-environment.ts';
import { camper, camperPage, signedInProspect } from './fixtures.ts';

// Whether the chunks of the carousel's dialogs have been imported yet.
const imported = vi.hoisted(() => ({ details: false, confirm: false }));
vi.mock('../src/shared/CamperDetailsDialog.tsx', async (importOriginal) => {
  imported.details = true;
  return importOriginal();
});
vi.mock('@camperdeel/ui/components/ConfirmDialog', async (importOriginal) => {
  imported.confirm = true;
  return importOriginal();
});

const server = setupApiServer();

it('paints the carousel without its dialogs, and the first click on a card button still opens each dialog', async () => {
  server.use(
    ...signedInProspect(),
    apiHandler('get', '/campers', () =>
      camperPage([
        camper({ id: 'c', naam: 'Citroen Cruiser', aantal_sloten_eigenaars: 4, aantal_ingevulde_sloten: 0 }),
      ]),
    ),
  );
  await renderPage(<DashboardAreaPage />, '/dashboard');
  const details = await screen.findByRole('button', { name: 'Meer details' });
  expect(imported).toEqual({ details: false, confirm: false });

  // Plain clicks outside act(), as in the browser (no pointer over the button first, so nothing was preloaded):
  // React renders the dialog once its chunk has arrived (inside a testing-library act() a suspended render is
  // never retried).
  leaveActEnvironment();
  details.click();
  await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Kilometerstand'));
  expect(imported.details).toBe(true);
  // The carousel stayed on screen while the dialog loaded (the dialog has its own Suspense boundary).
  expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(1);

  within(screen.getByRole('dialog')).getByRole('button', { name: 'Aanmelden' }).click();
  await waitFor(() =>
    expect(screen.getByRole('alertdialog').textContent).toContain('Bevestig je aanmelding'),
  );
  expect(imported.confirm).toBe(true);
});
