import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './env.ts';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const limitJson = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => {
    // The rest of the body is never read, so this connection cannot carry another request.
    c.header('Connection', 'close');
    throw new ApiError(413, 'payload_too_large', 'Het verzoek is te groot.');
  },
});

/** 1 MB for every non-multipart body; multipart uploads are limited per endpoint by readUpload. */
export const limitRequestBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) return next();
  return limitJson(c, next);
});
