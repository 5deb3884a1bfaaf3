import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CliError } from '../src/errors.ts';
import { ApiClient, ApiRequestError } from '../src/http/client.ts';

/** A stand-in HTTP peer for transport behaviour only (throttling, non-JSON); the commands are tested against the real BFF. */
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const created = createServer(handler);
  server = created;
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(created.address() as AddressInfo).port}`;
}

describe('ApiClient', () => {
  it('waits for Retry-After when throttled and then succeeds', async () => {
    let calls = 0;
    const url = await serve((_req, res) => {
      calls++;
      if (calls === 1) {
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'throttled', message: 'Te veel verzoeken' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    });
    const started = Date.now();
    expect(await new ApiClient(url, 'cdl_x').call((api) => api.admin.users.$get())).toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('turns a refusal into a row error with the server message, and a non-JSON answer into a clear stop', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/api/admin/users/invitations') {
        res.writeHead(409, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { code: 'email_taken', message: 'Dit e-mailadres is al in gebruik.' } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>geen api</html>');
    });
    const client = new ApiClient(url, 'cdl_x');
    const refusal = await client
      .call((api) => api.admin.users.invitations.$post({ json: { user_ids: [] } }))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'email_taken',
      message: 'Dit e-mailadres is al in gebruik.',
    });
    const html = await client.call((api) => api.admin.users.$get()).catch((e: unknown) => e);
    expect(html).toBeInstanceOf(CliError);
    expect((html as Error).message).toContain('is dit wel een Camperdeel-server?');
  });

  it('sends the token as bearer through the typed client, and an answer with no body resolves to null', async () => {
    let authorization: string | undefined;
    const url = await serve((req, res) => {
      authorization = req.headers.authorization;
      res.writeHead(204);
      res.end();
    });
    expect(await new ApiClient(url, 'cdl_geheim').call((api) => api.admin.users.$get())).toBeNull();
    expect(authorization).toBe('Bearer cdl_geheim');
  });

  it('stops with a Dutch message when the server cannot be reached', async () => {
    const error = await new ApiClient('http://127.0.0.1:9', 'cdl_x')
      .call((api) => api.admin.users.$get())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toMatch(/^Kan de server op http:\/\/127\.0\.0\.1:9 niet bereiken/);
  });
});
