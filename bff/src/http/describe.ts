import { errorEnvelopeSchema } from '@camperdeel/rules/schemas/answers';
import { type DescribeRouteOptions, describeRoute, resolver } from 'hono-openapi';
import type { z } from 'zod';

/** Who may call an operation (docs/product/api.md#bff-architecture-4), checked by the route's guard; documented as `x-toegang`. */
export type Access = 'public' | 'user' | 'owner' | 'admin';

/**
 * Status codes a route can answer besides the ones every route of its kind has (409 conflict, 422 rule; 401 and 403
 * for a public route that checks credentials itself, or a user route that asks for the password again).
 */
type ExtraFailure = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 503;

/** A failure with the route's own reason, shown in the document instead of the generic text. */
type Failure = ExtraFailure | { status: ExtraFailure; description: string };

export type RouteDescription = {
  summary: string;
  tag: string;
  access: Access;
  /** The success answer: its status and body schema; `redirect` for a 302 (downloads, sign-on). */
  ok: { status: 200 | 201 | 202; body: z.ZodType } | { status: 302; redirect: true };
  /** Input of any kind (json, query, upload): 400 is possible. */
  input?: boolean;
  upload?: boolean;
  /** The path names an existing resource: 404 is possible. */
  lookup?: boolean;
  failures?: readonly Failure[];
  /** The answer carries an ETag and a repeat visit with If-None-Match may get 304 without a body (http/etag.ts). */
  conditional?: boolean;
  /** A non-JSON success body (text/calendar, the document itself); several when the caller picks the format. */
  media?: string | readonly string[];
};

const FAILURE_TEXT: Record<number, string> = {
  400: 'Ongeldige invoer',
  401: 'Niet ingelogd',
  403: 'Geen toegang',
  404: 'Niet gevonden (ook voor andermans gegevens)',
  409: 'Conflict',
  413: 'Te groot',
  415: 'Bestandstype niet toegestaan',
  422: 'Regel overtreden',
  429: 'Te veel verzoeken',
  503: 'Niet beschikbaar',
};

const errorContent = { 'application/json': { schema: resolver(errorEnvelopeSchema) } };

function failureStatuses(d: RouteDescription): number[] {
  const out = new Set<number>((d.failures ?? []).map((f) => (typeof f === 'number' ? f : f.status)));
  if (d.input || d.upload) out.add(400);
  if (d.access !== 'public') out.add(401);
  if (d.access === 'owner' || d.access === 'admin') out.add(403);
  if (d.lookup) out.add(404);
  if (d.upload) {
    out.add(413);
    out.add(415);
  }
  out.add(429);
  return [...out].sort();
}

/** The success body under each media type the route answers with. */
function contentOf(body: z.ZodType, media: RouteDescription['media']) {
  const schema = resolver(body, { options: { io: 'output', unrepresentable: 'any' } });
  return Object.fromEntries([media ?? 'application/json'].flat().map((type) => [type, { schema }]));
}

/**
 * The route's OpenAPI declaration, next to its validators: summary, who may call it, the success body per status
 * and every failure status with the error envelope `{ error: { code, message } }`. Generates nothing at runtime.
 */
export function describe(d: RouteDescription) {
  const success =
    'redirect' in d.ok
      ? { description: 'Doorverwijzing', headers: { Location: { schema: { type: 'string' as const } } } }
      : { description: 'Gelukt', content: contentOf(d.ok.body, d.media) };
  const responses: Record<string, unknown> = { [String(d.ok.status)]: success };
  if (d.conditional) {
    responses['304'] = {
      description: 'Niet gewijzigd: de ETag uit If-None-Match hoort nog bij deze lijst',
      headers: { ETag: { schema: { type: 'string' as const } } },
    };
  }
  const reasons = new Map<number, string>();
  for (const f of d.failures ?? []) if (typeof f !== 'number') reasons.set(f.status, f.description);
  for (const status of failureStatuses(d)) {
    const description = reasons.get(status) ?? FAILURE_TEXT[status] ?? 'Fout';
    responses[String(status)] = { description, content: errorContent };
  }
  const spec: DescribeRouteOptions & { 'x-toegang': Access } = {
    summary: d.summary,
    tags: [d.tag],
    'x-toegang': d.access,
    ...(d.access === 'public' ? { security: [] } : {}),
    responses: responses as DescribeRouteOptions['responses'],
  };
  return describeRoute(spec);
}

/** An operator's route in the admin area: every one is tagged `beheer` and guarded for admins only. */
export function describeAdmin(d: Omit<RouteDescription, 'tag' | 'access'>) {
  return describe({ ...d, tag: 'beheer', access: 'admin' });
}
