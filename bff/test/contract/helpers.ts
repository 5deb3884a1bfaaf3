/**
 * Black-box helpers for the contract suite: they read only what an outside client sees (status, headers, JSON).
 */
import { expect } from 'vitest';

export type Json = Record<string, unknown>;

/** The JSON object body; every answer of the API is a JSON object (docs/product/api.md#api-contract-architecture-5). */
export async function body(res: Response): Promise<Json> {
  expect(res.headers.get('content-type') ?? '').toContain('application/json');
  const parsed: unknown = await res.json();
  expect(parsed).toBeTypeOf('object');
  expect(Array.isArray(parsed)).toBe(false);
  return parsed as Json;
}

/** Asserts `{ error: { code, message } }` with the status, the code and a non-empty message; returns the message. */
export async function expectError(res: Response, status: number, code: string): Promise<string> {
  expect(res.status).toBe(status);
  const json = await body(res);
  const error = json.error as Json;
  expect(error).toBeTypeOf('object');
  expect(error.code).toBe(code);
  expect(error.message).toBeTypeOf('string');
  expect((error.message as string).length).toBeGreaterThan(0);
  return error.message as string;
}

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'string|null' | 'number|null';

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Every key is present with a value of the given JSON type. */
export function expectShape(value: unknown, shape: Record<string, Kind>): void {
  expect(value).toBeTypeOf('object');
  const record = value as Json;
  for (const [key, kind] of Object.entries(shape)) {
    expect(Object.hasOwn(record, key), `missing key ${key}`).toBe(true);
    expect(kind.split('|'), `type of ${key}`).toContain(kindOf(record[key]));
  }
}

/**
 * The headers every /api answer gets from the gate's security-header step (hono secureHeaders, same-origin): 200,
 * 304 and errors alike.
 */
export function expectSecureHeaders(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(res.headers.get('permissions-policy')).toBeTruthy();
}

/** The `name=value` of the session cookie a response sets, or null. */
export function sessionCookie(res: Response): string | null {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value !== '' && !/max-age=0/i.test(header)) return pair;
  }
  return null;
}

export function list(json: Json, key: string): Json[] {
  expect(Array.isArray(json[key]), `${key} is a list`).toBe(true);
  return json[key] as Json[];
}

export function one(json: Json, key: string): Json {
  const value = json[key];
  expect(value, `${key} is an object`).toBeTypeOf('object');
  expect(Array.isArray(value)).toBe(false);
  return value as Json;
}
