import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Resolves once this request's answer has been handed to the connection (or the connection ended), for work that
 * must not delay or show in the answer. Outside Node's server (app.request in a unit test): on the next turn.
 */
export function answerSent(c: Context): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.writableFinished || outgoing.destroyed)
    return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    outgoing.once('finish', () => resolve());
  });
}
