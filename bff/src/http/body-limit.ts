import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiFailure, errorBody } from './api-error.ts';
import type { AppEnv } from './env.ts';

/** Every API body that is not an upload (JSON, or anything else a client sends to a JSON route). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Outside /api (the 404 beacon, web paths): nothing legitimate sends more than a few hundred bytes. */
export const SMALL_BODY_LIMIT_BYTES = 4 * 1024;
/** The largest upload any endpoint takes, with its form: a declared multipart length above it is refused unread. */
const UPLOAD_CEILING_BYTES = MAX_DOCUMENT_BYTES + 1024 * 1024;

/** What a read of a body past its limit fails with; the app's error handler answers it with 413. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
  }
}

type Budget = {
  limit: number;
  seen: number;
  exceeded: boolean;
  code: 'payload_too_large' | 'file_too_large';
};

const budgets = new WeakMap<Context, Budget>();

/** The 413 for a body cut off unread; the upload reader answers its own limit with it too. */
export function bodyTooLarge(c: Context, code: Budget['code']) {
  // The rest of the body is never read, so this connection cannot carry another request.
  c.header('Connection', 'close');
  return apiFailure(code);
}

/**
 * Raises this request's body limit to an upload endpoint's own (readUpload calls it before reading). Only a
 * multipart request under /api can be raised, and never above the largest upload any endpoint accepts.
 */
export function allowUploadBody(c: Context, bytes: number): void {
  const budget = budgets.get(c);
  if (!budget || !isMultipart(c.req.header('content-type')) || !c.req.path.startsWith('/api/')) return;
  budget.limit = Math.min(bytes, UPLOAD_CEILING_BYTES);
  budget.code = 'file_too_large';
}

/** Whether a request's Content-Type says it carries a form with files. */
export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The body as a stream that counts what passes and errors once past the budget; the source is never cancelled. */
function countedBody(source: ReadableStream<Uint8Array>, budget: Budget): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      budget.seen += value.byteLength;
      if (budget.seen > budget.limit) {
        budget.exceeded = true;
        controller.error(new BodyTooLargeError());
        return;
      }
      controller.enqueue(value);
    },
    // Cancelling the source would destroy the socket before the 413 is written; the server drains what is left
    // (a bounded amount) after answering, then closes the connection.
    cancel() {},
  });
}

/**
 * Bounds every request body on every route before anything reads it, counted on the stream whether or not a
 * Content-Length is declared (a chunked body declares none): 1 MB under /api, an upload endpoint's own limit once it
 * calls allowUploadBody, 4 KB elsewhere. A declared length above what the request could ever be allowed is refused
 * at once; past the limit the stream fails, and whatever the handler made of that, the answer is 413
 * (`payload_too_large`, or `file_too_large` for an upload).
 */
export const limitRequestBody = createMiddleware<AppEnv>(async (c, next) => {
  // A GET or HEAD request has no body in the Fetch API (null, always); asking for it anyway makes the Node adapter
  // build a full Request object per read, a measurable share of a cached list's answer.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const body = c.req.raw.body;
  if (!body) return next();
  const api = c.req.path.startsWith('/api/');
  const budget: Budget = {
    limit: api ? JSON_BODY_LIMIT_BYTES : SMALL_BODY_LIMIT_BYTES,
    seen: 0,
    exceeded: false,
    code: 'payload_too_large',
  };
  const declared = c.req.header('content-length');
  const ceiling = api && isMultipart(c.req.header('content-type')) ? UPLOAD_CEILING_BYTES : budget.limit;
  if (declared !== undefined && !(Number(declared) <= ceiling)) {
    throw bodyTooLarge(c, ceiling === UPLOAD_CEILING_BYTES ? 'file_too_large' : 'payload_too_large');
  }
  budgets.set(c, budget);
  c.req.raw = new Request(c.req.raw, { body: countedBody(body, budget), duplex: 'half' } as RequestInit);
  try {
    await next();
  } catch (error) {
    if (!budget.exceeded) throw error;
  }
  if (budget.exceeded) {
    // Whatever the handler answered (a reset request answers 202 to anything), it saw a cut-off body: replace the
    // answer entirely, cookies included, rather than merge into it.
    const failure = apiFailure(budget.code);
    c.res = undefined;
    c.res = Response.json(errorBody(failure.code, failure.message), {
      status: failure.status,
      headers: { Connection: 'close' },
    });
  }
});
