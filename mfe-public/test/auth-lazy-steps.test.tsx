import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import AuthPage from '../src/features/auth/AuthPage.tsx';
import { leaveActEnvironment } from './act-environment.ts';
import { field, pageHeading } from './support.ts';

// Whether the chunk of the form steps (zod, react-hook-form, the schemas) has been imported yet.
const imported = vi.hoisted(() => ({ forms: false }));
vi.mock('../src/features/auth/auth-forms.ts', async (importOriginal) => {
  imported.forms = true;
  return importOriginal();
});

const server = setupApiServer();

it('paints the welcome screen without the form steps, and the first click on Inloggen still opens the login form', async () => {
  server.use(apiHandler('get', '/auth/me', () => apiError('not_authenticated')));
  await renderPage(<AuthPage />, '/auth');
  expect(pageHeading().textContent).toBe('Welkom bij Camperdeel');
  expect(imported.forms).toBe(false);

  // A plain click outside act(), as in the browser: React renders the login step once its chunk has arrived
  // (inside a testing-library act() a suspended update is never retried).
  leaveActEnvironment();
  screen.getByRole('button', { name: 'Inloggen' }).click();
  await waitFor(() => {
    expect(pageHeading().textContent).toBe('Inloggen');
    expect(field('wachtwoord').type).toBe('password');
  });
  expect(imported.forms).toBe(true);
});
