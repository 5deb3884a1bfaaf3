import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, onTestFinished } from 'vitest';

/**
 * The stand-in for the BFF in screen tests: MSW answers the real fetch calls of the typed client, so the screens'
 * own request code runs. A request no test expects fails the test instead of hanging or passing silently.
 */
export const server = setupServer(
  // The header's bell asks on every admin page; tests about something else need not say so.
  http.get('/api/me/notifications', () => HttpResponse.json({ meldingen: [], ongelezen: 0 })),
);

export function useMockServer() {
  const unhandled: string[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    server.events.on('request:unhandled', ({ request }) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
    });
  });
  afterEach(() => {
    server.resetHandlers();
    expect(unhandled.splice(0), 'requests no handler answered').toEqual([]);
  });
  afterAll(() => server.close());
}

/** Every request the screen sent, as 'METHOD /path' with its JSON body, so tests can check what went out. */
export function recordRequests() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    const entry = { method: request.method, path: new URL(request.url).pathname, body: undefined as unknown };
    sent.push(entry);
    void copy.text().then((text) => {
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
