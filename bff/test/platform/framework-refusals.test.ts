import { ERRORS } from '@camperdeel/rules/errors';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describe, expect, it } from 'vitest';
import { handleError } from '../../src/app.ts';
import type { AppEnv } from '../../src/http/env.ts';

/** A refusal thrown by Hono itself (or a Hono middleware) reaches the one error handler. */
async function refusedWith(status: ContentfulStatusCode) {
  const app = new Hono<AppEnv>().onError(handleError);
  app.get('/x', () => {
    throw new HTTPException(status);
  });
  const res = await app.request('/x');
  return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } };
}

describe('a framework refusal', () => {
  it.each([
    [400, 'invalid_input'],
    [401, 'not_authenticated'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [405, 'invalid_input'],
  ] as const)('%i keeps its status and answers with the catalogue entry %s', async (status, code) => {
    const { status: answered, body } = await refusedWith(status);
    expect(answered).toBe(status);
    expect(body).toEqual({ error: { code, message: ERRORS[code].message } });
  });
});
