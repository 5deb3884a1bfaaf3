import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * A little later than the last byte: a client in this very process (a test) gets to read the answer before the work
 * takes the event loop.
 */
const AFTER_ANSWER_MS = 20;

/**
 * Resolves once this request's answer has been handed to the connection (or the connection ended), for work that
 * must not delay or show in the answer. Outside Node's server (app.request in a unit test): on the next turn.
 */
export function answerSent(c: Context): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.writableFinished || outgoing.destroyed)
    return new Promise((resolve) => setImmediate(resolve));
  // 'finish': the answer's last byte went to the connection; 'close' as well, for a connection that died before it.
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off('finish', done);
      outgoing.off('close', done);
      setTimeout(resolve, AFTER_ANSWER_MS);
    };
    outgoing.once('finish', done);
    outgoing.once('close', done);
  });
}
