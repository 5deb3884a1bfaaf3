import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { expect } from 'vitest';
import { createApp } from '../../src/app.ts';
import { engineOf } from '../../src/db/dialect.ts';
import { fastReads } from '../../src/http/fast-reads.ts';
import { createRateLimiter } from '../../src/http/rate-limiter.ts';
import type { TestServer } from './server.ts';

/** What the fast-only server answers when the fast path handed a request on. */
export const HANDED_ON = 599;

/** An answer as it came over the wire: every raw header in order (Date's value masked), the body as text. */
export type Raw = { status: number; headers: string[]; body: string };

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

export function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // The Date value differs by the second between two answers; its place in the list does not.
        const list = res.rawHeaders.map((value, i) => (res.rawHeaders[i - 1] === 'Date' ? '<date>' : value));
        resolve({ status: res.statusCode ?? 0, headers: list, body: Buffer.concat(chunks).toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** A header's value in a raw answer ('' when absent). */
export function rawHeader(answer: Raw, name: string): string {
  const at = answer.headers.findIndex((value, i) => i % 2 === 0 && value.toLowerCase() === name);
  return at === -1 ? '' : (answer.headers[at + 1] ?? '');
}

export type FastWay = 'at once' | 'awaited' | 'handed on';

export type SideBySide = {
  fastUrl: string;
  honoUrl: string;
  /** Asks both; the fast path must have answered, with exactly Hono's status, headers and body. */
  same: (path: string, headers?: Record<string, string>) => Promise<Raw>;
  /** Asserts the fast path handed the request on to Hono. */
  handedOn: (path: string, headers?: Record<string, string>, method?: string) => Promise<void>;
  /** How the fast path took the last request: from memory without an await, the awaited way, or handed on. */
  lastWay: () => FastWay;
  /** How a remembered answer is given on this engine: at once on SQLite, the awaited way on PostgreSQL. */
  repeatWay: FastWay;
  close: () => Promise<void>;
};

/**
 * The fast path (src/http/fast-reads.ts) alone on one server and the Hono app alone on another, both on the test
 * server's database, so an answer of one can be compared byte for byte with the other's.
 */
export async function sideBySide(t: TestServer): Promise<SideBySide> {
  const deps = { db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url };
  const limiter = createRateLimiter(t.db);
  const fast = fastReads(deps, limiter);
  const hono = getRequestListener(createApp(deps, limiter).fetch);
  let way: FastWay = 'handed on';
  const fastOnly = createServer((req, res) => {
    const answered = fast(req, res);
    const settle = (done: boolean, at: FastWay) => {
      way = done ? at : 'handed on';
      if (!done) res.writeHead(HANDED_ON).end();
    };
    if (typeof answered === 'boolean') settle(answered, 'at once');
    else void answered.then((done) => settle(done, 'awaited'));
  });
  const honoOnly = createServer((req, res) => void hono(req, res));
  const fastUrl = await listen(fastOnly);
  const honoUrl = await listen(honoOnly);
  return {
    fastUrl,
    honoUrl,
    same: async (path, headers = {}) => {
      const fastAnswer = await raw(fastUrl, path, headers);
      const normal = await raw(honoUrl, path, headers);
      expect(fastAnswer.status, `${path} went to Hono`).not.toBe(HANDED_ON);
      expect(fastAnswer).toEqual(normal);
      return fastAnswer;
    },
    handedOn: async (path, headers = {}, method = 'GET') => {
      const answer = await raw(fastUrl, path, headers, method);
      expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(HANDED_ON);
    },
    lastWay: () => way,
    repeatWay: engineOf(t.db) === 'sqlite' ? 'at once' : 'awaited',
    close: async () => {
      for (const server of [fastOnly, honoOnly]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
