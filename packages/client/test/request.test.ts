import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../src/api.ts';
import { ApiFailure } from '../src/failure.ts';
import { OFFLINE_HEADER, offlineSince } from '../src/offline.ts';
import { request } from '../src/request.ts';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { setupApiServer } from '../src/testing/render.tsx';
import { owner } from './fixtures.ts';

const server = setupApiServer();

describe('request', () => {
  it('resolves with the typed success body', async () => {
    server.use(apiHandler('get', '/auth/me', () => ({ user: owner })));
    const body = await request(() => api.auth.me.$get());
    expect(body.user.camper_id).toBe('c1');
  });

  it('rejects with the status and the server envelope, code and Dutch message included', async () => {
    server.use(apiHandler('get', '/owner/camper', () => apiError('no_camper_assigned')));
    const failure = await request(() => api.owner.camper.$get()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 403, code: 'no_camper_assigned' });
    expect((failure as ApiFailure).message).toBe('Je hebt nog geen camper toegewezen gekregen.');
  });

  it('keeps no envelope from an answer that is not one (a proxy page), and says "Geen verbinding" for no answer', async () => {
    server.use(http.get('/api/owner/credits', () => new HttpResponse('<html>502</html>', { status: 502 })));
    const proxied = await request(() => api.owner.credits.$get()).catch((error: unknown) => error);
    expect(proxied).toMatchObject({ status: 502, envelope: null, code: null });
    server.use(http.get('/api/owner/blocks', () => HttpResponse.error()));
    const lost = await request(() => api.owner.blocks.$get()).catch((error: unknown) => error);
    expect(lost).toMatchObject({
      status: 0,
      code: 'geen_verbinding',
      message: 'Geen verbinding — probeer het opnieuw zodra je online bent',
    });
  });

  it('tells the page when an answer came from the device, and forgets it on the next live answer', async () => {
    const fetched = '2026-11-28T18:05:00.000Z';
    server.use(
      http.get('/api/owner/credits', () =>
        HttpResponse.json({ credits: [] }, { headers: { [OFFLINE_HEADER]: fetched } }),
      ),
    );
    await request(() => api.owner.credits.$get());
    expect(offlineSince()).toBe(fetched);
    server.use(http.get('/api/owner/credits', () => HttpResponse.json({ credits: [] })));
    await request(() => api.owner.credits.$get());
    expect(offlineSince()).toBeNull();
  });

  it('sends the typed query string and params', async () => {
    let seen = '';
    server.use(
      apiHandler('get', '/owner/usage', ({ request: sent }) => {
        seen = new URL(sent.url).search;
        return { gebruik: [] };
      }),
    );
    await request(() => api.owner.usage.$get({ query: { jaar: '2027' } }));
    expect(seen).toBe('?jaar=2027');
  });
});
