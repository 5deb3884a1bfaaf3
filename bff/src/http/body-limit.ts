import { MAX_DOCUMENT_BYTES } from '@camperdeel/rules/schemas/files';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { apiFailure } from './api-error.ts';
import type { AppEnv } from './env.ts';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** No upload endpoint takes more than the largest file plus its form; a bigger declared body is refused at once. */
const MULTIPART_BODY_LIMIT_BYTES = MAX_DOCUMENT_BYTES + 1024 * 1024;

const limitJson = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => {
    // The rest of the body is never read, so this connection cannot carry another request.
    c.header('Connection', 'close');
    throw apiFailure('payload_too_large');
  },
});

/**
 * 1 MB for every non-multipart body. Multipart uploads are limited per endpoint by readUpload while streaming; here
 * only a declared length above any endpoint's limit is refused, without reading anything.
 */
export const limitRequestBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return limitJson(c, next);
  if (Number(c.req.header('content-length') ?? 0) > MULTIPART_BODY_LIMIT_BYTES) {
    c.header('Connection', 'close');
    throw apiFailure('file_too_large');
  }
  return next();
});
