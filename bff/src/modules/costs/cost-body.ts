import { costCreateSchema, costFormFieldsSchema } from '@camperdeel/rules/schemas/costs';
import { MAX_DOCUMENT_BYTES, MIME } from '@camperdeel/rules/schemas/files';
import type { MiddlewareHandler } from 'hono';
import { uniqueSymbol } from 'hono-openapi';
import { toJSONSchema, type z } from 'zod';
import { isMultipart } from '../../http/body-limit.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateUpload } from '../../http/validate.ts';
import type { UploadedFile } from '../../storage/upload.ts';

/** A receipt: a PDF or a photo of the paper one. */
export const RECEIPT_FILE_TYPES = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  mimeTypes: [MIME.pdf, MIME.jpeg, MIME.png],
};

const asJson = validate('json', costCreateSchema);
// One optional file under `file`: the multi-file reader is the one that allows none.
const asForm = validateUpload({
  allowed: RECEIPT_FILE_TYPES,
  maxBytes: MAX_DOCUMENT_BYTES,
  fields: costFormFieldsSchema,
  many: { field: 'file', max: 1, maxFormBytes: MAX_DOCUMENT_BYTES },
});

type FormOut = { files: UploadedFile[]; fields: z.output<typeof costFormFieldsSchema> };
type Out = { json: z.output<typeof costCreateSchema>; form: FormOut };
type In = { json: z.input<typeof costCreateSchema> };

function jsonBodySchema(): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJSONSchema(costCreateSchema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return rest;
}

/**
 * `POST /api/owner/costs` takes JSON, or a multipart form when a receipt comes along: each through the app's own
 * validator (same limits, type sniffing and Dutch messages); the OpenAPI document lists both bodies.
 */
const middleware: MiddlewareHandler<AppEnv, string, { in: In; out: Out }> = async (c, next) =>
  isMultipart(c.req.header('content-type'))
    ? (asForm as unknown as MiddlewareHandler<AppEnv>)(c, next)
    : (asJson as unknown as MiddlewareHandler<AppEnv>)(c, next);

const formSpec = (
  asForm as unknown as Record<symbol, { spec: { requestBody: { content: Record<string, unknown> } } }>
)[uniqueSymbol];

export const costBody = Object.assign(middleware, {
  [uniqueSymbol]: {
    spec: {
      requestBody: {
        required: true,
        description: 'JSON, of een formulier (multipart/form-data) met een bon als pdf, jpg of png.',
        content: {
          'application/json': { schema: jsonBodySchema() },
          ...(formSpec?.spec.requestBody.content ?? {}),
        },
      },
    },
  },
});
