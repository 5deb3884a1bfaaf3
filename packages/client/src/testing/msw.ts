import type { ApiType } from '@camperdeel/bff/app';
import { ERRORS, type ErrorCode } from '@camperdeel/rules/errors';
import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { HttpResponse, http } from 'msw';
import type { ErrorEnvelope } from '../failure.ts';

// Test-only (component tests with MSW): handlers whose paths, methods and bodies are checked against the BFF's
// route types, so a fake answer cannot drift from what the server really sends.

type Schema = ExtractSchema<ApiType>;

/** Every API path as the routes declare it, without the `/api` prefix: `/owner/camper`, `/owner/reservations/:id`. */
export type ApiPath = keyof Schema & string;

type MethodKey<P extends ApiPath> = keyof Schema[P] & `$${string}`;
type Method<P extends ApiPath> = MethodKey<P> extends `$${infer M}` ? M : never;

/** The success body the route declares for this method. */
export type ApiBody<P extends ApiPath, M extends Method<P>> = Schema[P][`$${M}` &
  keyof Schema[P]] extends infer E
  ? E extends { output: infer O; status: infer S }
    ? S extends SuccessStatusCode
      ? O
      : never
    : never
  : never;

type Resolver<P extends ApiPath, M extends Method<P>> = (info: {
  request: Request;
  params: Record<string, string>;
}) => ApiBody<P, M> | Response | Promise<ApiBody<P, M> | Response>;

/**
 * An MSW handler for one route: `apiHandler('get', '/owner/camper', () => ({ camper, eigenaars, sloten }))`.
 * Return the typed success body (sent as 200 JSON), or a `Response` such as `apiError(...)` for a refusal.
 */
export function apiHandler<P extends ApiPath, M extends Method<P>>(
  method: M,
  path: P,
  resolve: Resolver<P, M>,
) {
  const handlerFor = http[method as 'get' | 'post' | 'put' | 'patch' | 'delete'];
  return handlerFor(`/api${path}`, async ({ request, params }) => {
    const answer = await resolve({ request, params: stringParams(params) });
    if (answer instanceof Response) return answer;
    return HttpResponse.json(answer as Record<string, unknown>, { status: 200 });
  });
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join('/') : String(value),
    ]),
  );
}

/** The error envelope the server sends for a catalogue code: its status and Dutch message (or `message`). */
export function apiError(code: ErrorCode, message?: string): Response {
  const entry = ERRORS[code];
  const body: ErrorEnvelope = { error: { code, message: message ?? entry.message } };
  return HttpResponse.json(body, { status: entry.status });
}
