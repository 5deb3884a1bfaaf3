import { apiHandler } from '@camperdeel/client/testing/msw';
import { setupApiServer } from '@camperdeel/client/testing/render';
import { afterEach, beforeAll, beforeEach, expect, onTestFinished } from 'vitest';

/**
 * The stand-in for the BFF in screen tests (the data layer's MSW server, handlers typed from the route types):
 * the screens' own request code runs. The header's bell asks on every admin page, so it is always answered;
 * a request no handler answered fails the test instead of passing silently.
 */
export function setupAdminServer() {
  const server = setupApiServer();
  const unhandled: string[] = [];
  beforeAll(() => {
    server.events.on('request:unhandled', ({ request }) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
    });
  });
  const bell = () =>
    apiHandler('get', '/me/notifications', () => ({
      meldingen: [],
      volgende: null,
      totaal: 0,
      ongelezen: 0,
    }));
  beforeEach(() => server.use(bell()));
  afterEach(() => {
    expect(unhandled.splice(0), 'requests no handler answered').toEqual([]);
  });
  return server;
}

type Server = ReturnType<typeof setupAdminServer>;

/** Every request the screen sent, as method, path and JSON body, so tests can check what went out. */
export function recordRequests(server: Server) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry = { method: request.method, path: new URL(request.url).pathname, body: undefined as unknown };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          entry.body = text ? JSON.parse(text) : undefined;
        } catch {
          entry.body = text;
        }
      });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}
