import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../http/env.ts';
import { markTokenReach } from './token-reach.ts';

const DESCRIPTION =
  "De API van de Camperdeel BFF, gegenereerd uit de zod-schema's die de routes zelf valideren. Foutantwoorden " +
  'zijn altijd { "error": { "code", "message" } } met een Nederlandse melding. Bedragen in euro, datums als ' +
  'jjjj-mm-dd. x-toegang zegt wie een operatie mag doen (public, user, owner, admin); x-api-token of een ' +
  'API-token (de CLI) er mag komen (ja, alleen het eigen token, nee: dan 403 token_not_allowed).';

/** The tags in the order a reader meets them, each with a line of Dutch. */
const TAGS = [
  { name: 'systeem', description: 'Gezondheid en dit document' },
  { name: 'auth', description: 'Registreren, inloggen, wachtwoord en e-mailbevestiging' },
  { name: 'mij', description: 'Eigen profiel, aanmeldingen en campers' },
  { name: 'account', description: 'Wachtwoord, sessies, export en verwijderen' },
  { name: 'meldingen', description: 'Meldingen en e-mailinstellingen' },
  { name: 'campers', description: 'Campers voor ingelogde gebruikers en partners' },
  { name: 'eigenaar', description: 'De eigen camper, documenten, facturen, credits en reserveringen' },
  { name: 'mede-eigenaar', description: 'Blokkades, overdrachten, gebruik en agenda-feed' },
  { name: 'downloads', description: 'Ondertekende downloadlinks' },
  { name: 'beheer', description: 'Gebruikers, campers, aanmeldingen, documenten, facturen (admin)' },
  { name: 'beheer-bulk', description: 'Bulkwerk van de CLI (admin)' },
  { name: 'logboek', description: 'Auditlog en mailwachtrij (admin)' },
];

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Failures the /api gate can answer on every operation, whatever the route declares (api-gate.ts, body-limit.ts,
 * app.ts handleError): a NUL in the URL (400), an invalid or revoked API token (401, public routes too), a
 * cross-site write (403, unsafe methods only), a body over the ceiling (413), the throttle (429) and the last-resort
 * error (500). A route's own description of one of these statuses wins.
 */
const GATE_FAILURES: readonly { status: string; description: string; writesOnly?: boolean }[] = [
  { status: '400', description: 'Ongeldige invoer (ook een NUL-teken in de URL)' },
  { status: '401', description: 'API-token ongeldig, verlopen of ingetrokken' },
  { status: '403', description: 'Verzoek van een andere site geweigerd (CSRF)', writesOnly: true },
  { status: '413', description: 'Verzoek te groot' },
  { status: '429', description: 'Te veel verzoeken' },
  { status: '500', description: 'Onverwachte fout (melding zonder details)' },
];

type Responses = Record<string, unknown>;

/** Adds the gate's failures (GATE_FAILURES) to every operation that does not describe them itself. */
function withGateFailures(doc: OpenApiDocument): OpenApiDocument {
  const envelope = { 'application/json': { schema: { $ref: '#/components/schemas/Fout' } } };
  for (const ops of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops ?? {})) {
      if (!WRITE_METHODS.has(method) && method !== 'get') continue;
      const responses = (op as { responses?: Responses }).responses;
      if (!responses) continue;
      for (const failure of GATE_FAILURES) {
        if (failure.writesOnly && !WRITE_METHODS.has(method)) continue;
        responses[failure.status] ??= { description: failure.description, content: envelope };
      }
      const sorted = Object.entries(responses).sort(([a], [b]) => a.localeCompare(b));
      for (const key of Object.keys(responses)) delete responses[key];
      Object.assign(responses, Object.fromEntries(sorted));
    }
  }
  return doc;
}

/** The OpenAPI 3.1 document of `api` (mounted under /api), from the describe/validate declarations on its routes. */
export async function buildOpenApiDocument(api: Hono<AppEnv>): Promise<OpenApiDocument> {
  const doc = await generateSpecs(api, {
    documentation: {
      openapi: '3.1.0',
      info: { title: 'Camperdeel API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/api' }],
      tags: TAGS,
      security: [{ sessie: [] }, { apiToken: [] }],
      components: {
        securitySchemes: {
          sessie: { type: 'apiKey', in: 'cookie', name: 'camperdeel_session' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'API-token voor de CLI (admin); alleen waar x-api-token het toelaat, verloopt (90 dagen)',
          },
        },
      },
    },
    // Every failure is declared by describe() with the error envelope, or added for every operation below.
    defaultValidationErrorResponse: false,
    excludeStaticFile: false,
  });
  return withGateFailures(markTokenReach(doc));
}
