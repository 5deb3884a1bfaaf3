import type { ErrorCode } from '@camperdeel/rules/errors';
import { strictObject, textProblem, textProblemMessage } from '@camperdeel/rules/schemas/common';
import type { FileTypeList } from '@camperdeel/rules/schemas/files';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import { toJSONSchema, type z } from 'zod';
import { readUpload, readUploads, type UploadedFile } from '../storage/upload.ts';
import { apiFailure } from './api-error.ts';
import type { AppEnv } from './env.ts';
import { hasNul, nulFailure } from './no-nul.ts';
import { spendPhotoBudget } from './photo-budget.ts';

/** Which failure a zod issue is: the route's `incomplete` code for a missing value, else 400 invalid_input. */
export function failureOf(issues: readonly z.core.$ZodIssue[], incomplete?: ErrorCode) {
  const issue = issues[0];
  if (!issue) return apiFailure('invalid_input');
  if (incomplete && isMissing(issue)) return apiFailure(incomplete);
  return apiFailure('invalid_input', issue.message ? { message: issue.message } : {});
}

/** A required value that is absent or empty (not one that is present but wrong): decided on the issue's kind. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined;
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;
}

/** What Hono's validator treats as a JSON body (its own jsonRegex; media types are case-insensitive, RFC 9110 §8.3.1). */
const JSON_MEDIA = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/** Whether the request carries a body at all (a POST without one may still meet a schema of optional fields). */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

/**
 * Parses a JSON body before zod sees it, so malformed JSON is 400 `invalid_json` by the parser's own error type,
 * not by recognising the text of Hono's exception. A body cut off by the size limit keeps its own error (413).
 */
async function readJsonBody(c: Context): Promise<void> {
  if (!JSON_MEDIA.test(c.req.header('content-type') ?? '')) {
    // Hono's validator reads a body of another type as {}: a PATCH would answer 200 and save nothing.
    if (hasBody(c)) {
      throw apiFailure('invalid_input', {
        message: 'Stuur de gegevens als JSON (Content-Type: application/json).',
      });
    }
    return;
  }
  let text: string;
  try {
    // Text first (Hono caches it and parses the JSON from it): the other order would re-serialise the parsed value.
    text = await c.req.text();
    await c.req.json();
  } catch (error) {
    if (error instanceof SyntaxError) throw apiFailure('invalid_json');
    throw error;
  }
  // A raw NUL is already invalid JSON; the escape \u0000 parses, and PostgreSQL text cannot hold it (no-nul.ts).
  if (text.includes('\\u0000')) throw nulFailure();
}

export type ValidateOptions = {
  /**
   * The answer to any failing value instead of 400 `invalid_input`. Path ids use the route's own 404 (the code an
   * unknown id gets), so a malformed id is answered exactly like someone else's: the id's form reveals nothing.
   */
  invalid?: ErrorCode;
};

/**
 * The one way routes validate input: `validate('json', schema)` (or 'query', 'param'); multipart uploads go through
 * `validateUpload` (upload.ts). A failure is a 400 `invalid_input` carrying the first Dutch message of the schema
 * (or `options.invalid`); malformed JSON is 400 `invalid_json`, a body of another media type 400 `invalid_input`
 * (readJsonBody). Read the result with
 * `c.req.valid(target)`. A 'param' validator goes after the body's and the guards, where the route looks the id up:
 * a bad body or a missing permission is answered first, as it is for an unknown id.
 * The schema is also registered for the generated OpenAPI document (hono-openapi reads it from the middleware).
 */
export function validate<Target extends 'json' | 'query' | 'param', Schema extends z.ZodType>(
  target: Target & keyof ValidationTargets,
  schema: Schema,
  options: ValidateOptions = {},
) {
  const zod = zValidator(target, schema, (result) => {
    if (result.success) return;
    throw options.invalid ? apiFailure(options.invalid) : failureOf(result.error.issues);
  });
  const middleware: typeof zod =
    target === 'json'
      ? async (c, next) => {
          await readJsonBody(c);
          return zod(c, next);
        }
      : zod;
  return Object.assign(middleware, {
    [uniqueSymbol]: { target, ...resolver(schema) },
  });
}

/**
 * The path's `:id` (a UUID): any other value gets `notFound`, the route's answer for an unknown id. Goes where
 * `validate('param', …)` goes, after the body and the guards.
 */
export function validateId(notFound: ErrorCode) {
  return validate('param', idParamSchema, { invalid: notFound });
}

/** JSON Schema (OpenAPI 3.1 dialect) of what a client sends for a zod schema. */
function inputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

export type UploadSpec<Fields extends z.ZodType> = {
  allowed: FileTypeList;
  /** Largest file; 413 `file_too_large` above it (streamed, never buffered unbounded). */
  maxBytes: number;
  /** The form's text fields; without one, any text field is refused (400 'Onbekend veld'). */
  fields?: Fields;
  /** The error when a required field or the file is missing (default 400 invalid_input). */
  incomplete?: ErrorCode;
  /** Several optional files under this field (at most `max`, the form at most `maxFormBytes`) instead of `file`. */
  many?: { field: string; max: number; maxFormBytes: number };
  /** A photo route: each image counts in the member's hourly photo budget (photo-budget.ts) before it is decoded. */
  photos?: true;
};

type UploadOut<Fields extends z.ZodType> = { files: UploadedFile[]; fields: z.output<Fields> };
type UploadIn<Fields extends z.ZodType> = {
  // Optional for the typed client: callers that build their own FormData (`init.body`) keep compiling.
  form?: { file?: File | File[] } & Partial<Record<keyof z.input<Fields>, string>>;
};

const NO_FIELDS = strictObject({});

/**
 * Multipart uploads through the same door: the body limit raised to this endpoint's own, 413 and 415 exactly as
 * storage/upload.ts decides them, then the text fields parsed with the schema (a missing required field is the
 * route's `incomplete` code when it has one). `c.req.valid('form')` gives `{ files, fields }`; with one `file`
 * there is exactly one. The form, its type list and size limit are registered for the OpenAPI document.
 */
export function validateUpload<Fields extends z.ZodType = typeof NO_FIELDS>(spec: UploadSpec<Fields>) {
  const fieldsSchema: z.ZodType = spec.fields ?? NO_FIELDS;
  const middleware: MiddlewareHandler<
    AppEnv,
    string,
    { in: UploadIn<Fields>; out: { form: UploadOut<Fields> } }
  > = async (c, next) => {
    const read = spec.many
      ? await readUploads(c, {
          field: spec.many.field,
          allowed: spec.allowed,
          maxBytes: spec.maxBytes,
          maxFormBytes: spec.many.maxFormBytes,
        })
      : await readUpload(c, { allowed: spec.allowed, maxBytes: spec.maxBytes, missingFile: spec.incomplete });
    const files = 'files' in read ? read.files : [read];
    if (spec.photos) await spendPhotoBudget(c, files);
    if (spec.many && spec.many.field in read.fields) {
      throw apiFailure('invalid_input', { message: 'Foto moet een afbeeldingsbestand zijn.' });
    }
    if (hasNul(Object.values(read.fields))) throw nulFailure();
    const parsed = fieldsSchema.safeParse(read.fields);
    if (!parsed.success) throw failureOf(parsed.error.issues, spec.incomplete);
    refuseControlsInFields(read.fields);
    c.req.addValidatedData('form', { files, fields: parsed.data as z.output<Fields> });
    await next();
  };
  return Object.assign(middleware, {
    [uniqueSymbol]: { spec: { requestBody: uploadBody(spec, fieldsSchema) } },
  });
}

/**
 * A form field is text too. The fields' schema checks each field it knows with its own label first; this catches
 * a field a schema takes as a bare string, so no form field can carry a control character or bidi override.
 */
function refuseControlsInFields(fields: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fields)) {
    const problem = typeof value === 'string' ? textProblem(value, 'multiline') : null;
    if (problem)
      throw apiFailure('invalid_input', {
        message: textProblemMessage(`Veld ${name}`, problem, 'multiline'),
      });
  }
}

function uploadBody(spec: UploadSpec<z.ZodType>, fields: z.ZodType) {
  const schema = inputJsonSchema(fields);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const types = spec.allowed.extensions.join(', ');
  const file = { type: 'string', format: 'binary', description: `${types}; maximaal ${spec.maxBytes} bytes` };
  const fileProperty = spec.many
    ? { [spec.many.field]: { type: 'array', maxItems: spec.many.max, items: file } }
    : { file };
  return {
    required: true,
    description: `Bestandstypen: ${types} (${spec.allowed.mimeTypes.join(', ')}). Groter dan ${spec.maxBytes} bytes: 413; ander type: 415.`,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...fileProperty, ...properties },
          required: spec.many ? required : ['file', ...required],
          additionalProperties: false,
        },
      },
    },
  };
}
