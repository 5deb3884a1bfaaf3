/**
 * The response validator of the test clients: every answer to `/api/*` a test receives is checked against the
 * OpenAPI document the server serves (`GET /api/openapi.json`, generated in-process from the same routes, so a test
 * with a low throttle limit pays no extra request). The operation is found by method and path template; the status
 * must be listed; a JSON body must validate against the listed schema (OpenAPI 3.1 = JSON Schema 2020-12, checked by
 * Ajv, as an outside client would); any other body must have a listed media type; an answer without content in the
 * document must have no body. An `/api` path that is no operation must answer a 4xx with the error envelope.
 * A mismatch throws `ContractError` naming method, path, operation, status and the schema error.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/openapi/routes.ts';

type MediaObject = { schema?: unknown };
type ResponseObject = { content?: Record<string, MediaObject> };
type Operation = { responses?: Record<string, ResponseObject> };
type Document = { paths: Record<string, Record<string, Operation>> };

type Template = { template: string; pattern: RegExp; literals: number; ops: Record<string, Operation> };

export class ContractError extends Error {
  override name = 'ContractError';
}

const SCHEMA_ID = 'openapi.json';
const NO_BODY_STATUSES = new Set([204, 304]);

type Contract = {
  doc: Document;
  templates: Template[];
  validators: Map<string, ValidateFunction>;
  ajv: Ajv2020;
};

let contract: Promise<Contract> | undefined;

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

async function loadContract(): Promise<Contract> {
  // Exactly what GET /api/openapi.json serves: the generated object as JSON.
  const doc = JSON.parse(JSON.stringify(await openApiDocument())) as Document;
  // strict off: OpenAPI keywords (example, discriminator, x-…) sit beside JSON Schema ones.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, SCHEMA_ID);
  const templates = Object.entries(doc.paths).map(([template, ops]): Template => {
    const segments = template.split('/');
    const pattern = segments.map((s) =>
      /^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    );
    return {
      template,
      pattern: new RegExp(`^${pattern.join('/')}$`),
      literals: segments.filter((s) => !s.startsWith('{')).length,
      ops,
    };
  });
  // A literal segment beats a parameter (`/campers/mine` before `/campers/{id}`), as the router decides.
  templates.sort((a, b) => b.literals - a.literals);
  return { doc, templates, validators: new Map(), ajv };
}

function validatorFor(c: Contract, pointer: string): ValidateFunction {
  let validate = c.validators.get(pointer);
  if (!validate) {
    validate = c.ajv.compile({ $ref: `${SCHEMA_ID}#${pointer}` });
    c.validators.set(pointer, validate);
  }
  return validate;
}

function describeErrors(errors: readonly ErrorObject[] | null | undefined, body: unknown): string {
  return (errors ?? [])
    .slice(0, 8)
    .map((e) => {
      const where = e.instancePath || '(body)';
      const extra =
        e.keyword === 'additionalProperties'
          ? ` '${String((e.params as { additionalProperty?: string }).additionalProperty)}'`
          : '';
      return `${where} ${e.message ?? e.keyword}${extra} (schema ${e.schemaPath}; value ${preview(valueAt(body, e.instancePath))})`;
    })
    .join('\n    ');
}

function valueAt(body: unknown, instancePath: string): unknown {
  let value = body;
  for (const raw of instancePath.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

function mediaOf(res: Response): string {
  return (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

/**
 * Checks one answer against the document; throws ContractError on any disagreement. `res` is not consumed (its
 * body is read from a clone). Paths outside /api are not part of the document and pass unchecked.
 */
export async function checkResponse(method: string, url: string | URL, res: Response): Promise<void> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!pathname.startsWith('/api/')) return;
  contract ??= loadContract();
  const c = await contract;
  const verb = method.toUpperCase();
  const opMethod = verb === 'HEAD' ? 'get' : verb.toLowerCase();
  const apiPath = pathname.slice('/api'.length);
  const where = `${verb} ${pathname} → ${res.status}`;
  const fail = (message: string, body?: string): never => {
    throw new ContractError(
      `OpenAPI contract: ${where}: ${message}${body === undefined ? '' : `\n  body: ${body.slice(0, 400)}`}`,
    );
  };
  const template = c.templates.find((t) => t.pattern.test(apiPath) && t.ops[opMethod]);
  const readBody = async () => (verb === 'HEAD' ? '' : await res.clone().text());

  if (verb === 'OPTIONS' && res.status === 204) {
    // A CORS preflight (public-cors.ts) is HTTP plumbing, not an operation: it must just carry no body.
    if ((await readBody()) !== '') fail('a preflight answer (204) carries a body');
    return;
  }
  if (!template) {
    // Not an operation (unknown path or method): only the error envelope with a 4xx is a fitting answer.
    const text = await readBody();
    if (res.status < 400 || res.status >= 500)
      fail('no operation of the document matches, yet the answer is not a 4xx', text);
    if (verb !== 'HEAD') checkJson(c, '/components/schemas/Fout', text, fail, 'the error envelope (Fout)');
    return;
  }
  const operation = `${opMethod.toUpperCase()} ${template.template}`;
  const responses = template.ops[opMethod]?.responses ?? {};
  const status = String(res.status);
  const key = status in responses ? status : `${status[0]}XX` in responses ? `${status[0]}XX` : 'default';
  const declared = responses[key];
  if (!declared) {
    fail(
      `status ${status} is not listed for operation ${operation} (listed: ${Object.keys(responses).join(', ')})`,
      await readBody(),
    );
    return;
  }
  const content = declared.content ?? {};
  const media = mediaOf(res);
  if (Object.keys(content).length === 0 || NO_BODY_STATUSES.has(res.status)) {
    const text = await readBody();
    if (text !== '')
      fail(`operation ${operation} documents no body for ${status}, yet one came (${media})`, text);
    return;
  }
  const listed = content[media] ?? content[`${media.split('/')[0]}/*`] ?? content['*/*'];
  if (!listed) {
    fail(
      `content-type '${media}' is not listed for ${status} of operation ${operation} (listed: ${Object.keys(content).join(', ')})`,
      isJson(media) || media.startsWith('text/') ? await readBody() : undefined,
    );
    return;
  }
  if (!isJson(media) || verb === 'HEAD') return;
  const mediaKey = content[media]
    ? media
    : (Object.keys(content).find((k) => content[k] === listed) ?? media);
  const pointer = `/paths/${escapePointer(template.template)}/${opMethod}/responses/${key}/content/${escapePointer(mediaKey)}/schema`;
  checkJson(c, pointer, await readBody(), fail, `the ${status} schema of ${operation}`);
}

function checkJson(
  c: Contract,
  pointer: string,
  text: string,
  fail: (message: string, body?: string) => never,
  what: string,
): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(`the body is not JSON, ${what} expects JSON`, text);
  }
  const validate = validatorFor(c, pointer);
  if (!validate(body))
    fail(`the body does not match ${what}:\n    ${describeErrors(validate.errors, body)}`, text);
}

/** fetch() plus the contract check of its answer; for tests that talk to the server without `t.request`. */
export async function checkedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(input, init);
  await checkResponse(init.method ?? 'GET', input, res);
  return res;
}
