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
    // Every failure is declared by describe() with the error envelope; none is added behind its back.
    defaultValidationErrorResponse: false,
    excludeStaticFile: false,
  });
  return markTokenReach(doc);
}
