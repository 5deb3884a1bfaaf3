import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../src/api.ts';
import { useApiQuery } from '../src/queries.ts';
import { request } from '../src/request.ts';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { renderPage, setupApiServer } from '../src/testing/render.tsx';

const server = setupApiServer();
afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

function Applications() {
  const query = useApiQuery({
    queryKey: ['applications'],
    queryFn: async () => (await request(() => api.me.applications.$get())).aanmeldingen,
    failureTitle: 'Aanmeldingen laden',
    onlyLogged: true,
  });
  const list = query.isError ? [] : (query.data ?? null);
  return <p>{list === null ? 'Laden...' : `${list.length} aanmeldingen`}</p>;
}

describe('a read the spec wants only logged', () => {
  it('logs the failure, shows no toast and leaves the page its empty state', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(apiHandler('get', '/me/applications', () => apiError('internal_error', 'Er ging iets mis.')));
    await renderPage(<Applications />, '/dashboard/aanmeldingen');
    expect(await screen.findByText('0 aanmeldingen')).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Aanmeldingen laden mislukt', expect.anything()));
    expect(document.body.textContent).not.toContain('Er ging iets mis.');
  });
});
