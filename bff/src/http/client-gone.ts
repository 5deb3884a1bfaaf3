import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

/**
 * A request whose client has already hung up is not started: no one will read its answer, and on a crowded server
 * (the booking window) working off abandoned requests keeps the waiting ones waiting longer. A busy server reads the
 * request and the hang-up together, but Node hands over the request first and ends its connection two turns of the
 * event loop later (the fetch signal aborts later still), so the check waits those two turns — microseconds on an
 * idle server, and on a busy one a turn lets others' reads in. Nothing has run yet, so nothing is half done; the log
 * records nginx's 499 for the same thing.
 */
export const skipWhenClientGone = createMiddleware<AppEnv>(async (c, next) => {
  await nextTurn();
  await nextTurn();
  if (clientGone(c)) return new Response(null, { status: 499 });
  await next();
});

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function clientGone(c: Context): boolean {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  return c.req.raw.signal.aborted || socket?.destroyed === true || socket?.readableEnded === true;
}
