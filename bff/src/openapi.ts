import { handoverFieldsSchema, MAX_HANDOVER_PHOTOS } from '@camperdeel/rules/handover';
import { adminCreateUserSchema, adminUpdateUserSchema } from '@camperdeel/rules/schemas/admin-users';
import {
  applicationCreateSchema,
  applicationStatusUpdateSchema,
} from '@camperdeel/rules/schemas/applications';
import {
  confirmEmailSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  resendConfirmationSchema,
} from '@camperdeel/rules/schemas/auth';
import { creditsBatchSchema, invitationsSendSchema } from '@camperdeel/rules/schemas/bulk';
import {
  camperCreateSchema,
  camperFileUploadSchema,
  camperStatusUpdateSchema,
  camperUpdateSchema,
  camperVisibilityUpdateSchema,
  ownerAssignSchema,
} from '@camperdeel/rules/schemas/camper';
import { blockCreateSchema, onBehalfReservationSchema } from '@camperdeel/rules/schemas/coowner';
import { creditsUpdateSchema } from '@camperdeel/rules/schemas/credits';
import { documentUploadSchema } from '@camperdeel/rules/schemas/documents';
import { invoicePaidUpdateSchema, invoiceUploadSchema } from '@camperdeel/rules/schemas/invoices';
import { profileUpdateSchema } from '@camperdeel/rules/schemas/profile';
import { reservationCreateSchema } from '@camperdeel/rules/schemas/reservations';
import { apiTokenCreateSchema } from '@camperdeel/rules/schemas/tokens';
import { z } from 'zod';
import { NOTIFY_OPERATIONS } from './openapi-notify.ts';

/** Who may call an operation (architecture §4): checked by the BFF on every request. */
export type Access = 'public' | 'user' | 'owner' | 'admin';

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path (`{id}` parameters), relative to `/api`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  status: number;
  json?: z.ZodType;
  /** Multipart: the file is under `file`; the schema (if any) describes the text fields. */
  multipart?: z.ZodType | true;
  /** Multipart with several optional files under this field instead of one required `file`. */
  files?: { field: string; max: number };
  /** The success answer is a redirect (downloads, sign-on) rather than JSON. */
  redirect?: boolean;
};

const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Gezondheid van de server',
    tag: 'systeem',
    access: 'public',
    status: 200,
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'Dit document',
    tag: 'systeem',
    access: 'public',
    status: 200,
  },

  {
    method: 'post',
    path: '/auth/register',
    summary: 'Registreren (stap 1)',
    tag: 'auth',
    access: 'public',
    status: 201,
    json: registerSchema,
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Inloggen (rol admin: alleen admins)',
    tag: 'auth',
    access: 'public',
    status: 200,
    json: loginSchema,
  },
  { method: 'post', path: '/auth/logout', summary: 'Uitloggen', tag: 'auth', access: 'public', status: 200 },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'De ingelogde gebruiker',
    tag: 'auth',
    access: 'user',
    status: 200,
  },
  {
    method: 'post',
    path: '/auth/password-reset',
    summary: 'Resetlink mailen (altijd 202)',
    tag: 'auth',
    access: 'public',
    status: 202,
    json: passwordResetRequestSchema,
  },
  {
    method: 'post',
    path: '/auth/password-reset/confirm',
    summary: 'Nieuw wachtwoord met resetlink',
    tag: 'auth',
    access: 'public',
    status: 200,
    json: passwordResetConfirmSchema,
  },
  {
    method: 'post',
    path: '/auth/confirm-email',
    summary: 'E-mailadres bevestigen met de link uit de registratiemail',
    tag: 'auth',
    access: 'public',
    status: 200,
    json: confirmEmailSchema,
  },
  {
    method: 'post',
    path: '/auth/confirm-email/resend',
    summary: 'Nieuwe bevestigingslink mailen (ingelogd, of met een eerdere link)',
    tag: 'auth',
    access: 'public',
    status: 202,
    json: resendConfirmationSchema,
  },
  {
    method: 'get',
    path: '/auth/oidc/login',
    summary: 'Single sign-on starten (indien geconfigureerd)',
    tag: 'auth',
    access: 'public',
    status: 302,
    redirect: true,
  },
  {
    method: 'get',
    path: '/auth/oidc/callback',
    summary: 'Single sign-on afronden',
    tag: 'auth',
    access: 'public',
    status: 302,
    redirect: true,
  },

  {
    method: 'get',
    path: '/me/profile',
    summary: 'Mijn profiel',
    tag: 'mijn gegevens',
    access: 'user',
    status: 200,
  },
  {
    method: 'patch',
    path: '/me/profile',
    summary: 'Mijn profiel bijwerken',
    tag: 'mijn gegevens',
    access: 'user',
    status: 200,
    json: profileUpdateSchema,
  },
  {
    method: 'post',
    path: '/me/profile/photo',
    summary: 'Mijn profielfoto uploaden',
    tag: 'mijn gegevens',
    access: 'user',
    status: 200,
    multipart: true,
  },
  {
    method: 'get',
    path: '/me/applications',
    summary: 'Mijn aanmeldingen',
    tag: 'mijn gegevens',
    access: 'user',
    status: 200,
  },
  {
    method: 'post',
    path: '/me/applications',
    summary: 'Aanmelden voor een camper',
    tag: 'mijn gegevens',
    access: 'user',
    status: 201,
    json: applicationCreateSchema,
  },
  {
    method: 'get',
    path: '/me/campers',
    summary: 'Mijn toegewezen camper(s)',
    tag: 'mijn gegevens',
    access: 'user',
    status: 200,
  },

  {
    method: 'get',
    path: '/campers',
    summary: 'Zichtbare campers (admins: alle)',
    tag: 'campers',
    access: 'user',
    status: 200,
  },
  {
    method: 'get',
    path: '/campers/{id}',
    summary: 'Eén camper',
    tag: 'campers',
    access: 'user',
    status: 200,
  },
  {
    method: 'get',
    path: '/public/campers',
    summary: 'Publieke camperlijst (CORS)',
    tag: 'campers',
    access: 'public',
    status: 200,
  },

  {
    method: 'get',
    path: '/owner/camper',
    summary: 'Mijn camper, mede-eigenaars en sloten',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/documents',
    summary: 'Documenten van mijn camper',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/invoices',
    summary: 'Mijn facturen',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/credits',
    summary: 'Mijn credits (dit en volgend jaar)',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/reservations',
    summary: 'Alle goedgekeurde reserveringen van mijn camper',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'post',
    path: '/owner/reservations',
    summary: 'Dagen reserveren',
    tag: 'eigenaar',
    access: 'owner',
    status: 201,
    json: reservationCreateSchema,
  },
  {
    method: 'delete',
    path: '/owner/reservations/{id}',
    summary: 'Eigen reservering verwijderen (credits terug)',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },

  {
    method: 'get',
    path: '/documents/{id}/download',
    summary: 'Document downloaden (60 s geldige link)',
    tag: 'downloads',
    access: 'user',
    status: 302,
    redirect: true,
  },
  {
    method: 'get',
    path: '/invoices/{id}/download',
    summary: 'Factuur downloaden (60 s geldige link)',
    tag: 'downloads',
    access: 'user',
    status: 302,
    redirect: true,
  },

  {
    method: 'get',
    path: '/admin/users',
    summary: 'Alle gebruikers',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/users',
    summary: 'Gebruiker aanmaken',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 201,
    json: adminCreateUserSchema,
  },
  {
    method: 'patch',
    path: '/admin/users/{id}',
    summary: 'Gebruiker bijwerken',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
    json: adminUpdateUserSchema,
  },
  {
    method: 'delete',
    path: '/admin/users/{id}',
    summary: 'Gebruiker verwijderen',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/users/{id}/password-reset',
    summary: 'Wachtwoordreset mailen',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 202,
  },
  {
    method: 'get',
    path: '/admin/users/{id}/credits',
    summary: 'Credits en jaarlijkse standaard',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'put',
    path: '/admin/users/{id}/credits',
    summary: 'Credits en standaard instellen',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
    json: creditsUpdateSchema,
  },
  {
    method: 'post',
    path: '/admin/users/{id}/photo',
    summary: 'Profielfoto uploaden',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
    multipart: true,
  },

  {
    method: 'get',
    path: '/admin/campers',
    summary: 'Alle campers met eigenaars, nieuwste eerst',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/campers',
    summary: 'Camper toevoegen',
    tag: 'admin: campers',
    access: 'admin',
    status: 201,
    json: camperCreateSchema,
  },
  {
    method: 'patch',
    path: '/admin/campers/{id}',
    summary: 'Camper bijwerken',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
    json: camperUpdateSchema,
  },
  {
    method: 'delete',
    path: '/admin/campers/{id}',
    summary: 'Camper verwijderen (niet in gebruik)',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'patch',
    path: '/admin/campers/{id}/status',
    summary: 'Status aanpassen',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
    json: camperStatusUpdateSchema,
  },
  {
    method: 'patch',
    path: '/admin/campers/{id}/visibility',
    summary: 'Zichtbaarheid aanpassen',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
    json: camperVisibilityUpdateSchema,
  },
  {
    method: 'post',
    path: '/admin/campers/{id}/files',
    summary: 'Foto, brochure of vloerplan uploaden (veld)',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
    multipart: camperFileUploadSchema,
  },
  {
    method: 'delete',
    path: '/admin/campers/{id}/files',
    summary: 'Foto, brochure of vloerplan verwijderen (?veld=&url=)',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'get',
    path: '/admin/campers/{id}/users',
    summary: 'Gebruikers voor eigenaarstoewijzing (?q=)',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/campers/{id}/owners',
    summary: 'Eigenaar toewijzen',
    tag: 'admin: campers',
    access: 'admin',
    status: 201,
    json: ownerAssignSchema,
  },
  {
    method: 'delete',
    path: '/admin/campers/{id}/owners/{userId}',
    summary: 'Eigenaar verwijderen',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },

  {
    method: 'get',
    path: '/admin/applications',
    summary: 'Aanmeldingen, nieuwste eerst (?q= campernaam)',
    tag: 'admin: aanmeldingen',
    access: 'admin',
    status: 200,
  },
  {
    method: 'patch',
    path: '/admin/applications/{id}',
    summary: 'Status van een aanmelding',
    tag: 'admin: aanmeldingen',
    access: 'admin',
    status: 200,
    json: applicationStatusUpdateSchema,
  },
  {
    method: 'delete',
    path: '/admin/applications/{id}',
    summary: 'Aanmelding verwijderen',
    tag: 'admin: aanmeldingen',
    access: 'admin',
    status: 200,
  },
  {
    method: 'get',
    path: '/admin/reservations/overview',
    summary: 'Reserveringen per camper, gebruiker en jaar (?q=)',
    tag: 'admin: reserveringen',
    access: 'admin',
    status: 200,
  },

  // Co-owner life (architecture §10)
  {
    method: 'get',
    path: '/owner/blocks',
    summary: 'Blokkades van mijn camper',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/handovers',
    summary: 'Overdrachtlogboek van mijn camper (met foto-links)',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/reservations/{id}/handovers',
    summary: 'Overdrachten van een eigen reservering',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'post',
    path: '/owner/reservations/{id}/handovers',
    summary: `Ophalen of terugbrengen registreren (maximaal ${MAX_HANDOVER_PHOTOS} foto's)`,
    tag: 'eigenaar',
    access: 'owner',
    status: 201,
    multipart: handoverFieldsSchema,
    files: { field: 'foto', max: MAX_HANDOVER_PHOTOS },
  },
  {
    method: 'get',
    path: '/owner/usage',
    summary: 'Gebruik per mede-eigenaar per jaar (?jaar=jjjj, standaard dit jaar)',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/credits/history',
    summary: 'Eigen creditmutaties',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/owner/calendar-feed',
    summary: 'Geheime agenda-link (iCalendar)',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'post',
    path: '/owner/calendar-feed/rotate',
    summary: 'Nieuwe agenda-link (de oude werkt niet meer)',
    tag: 'eigenaar',
    access: 'owner',
    status: 200,
  },
  {
    method: 'get',
    path: '/admin/campers/{id}/blocks',
    summary: 'Blokkades van een camper met conflicten',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/campers/{id}/blocks',
    summary: 'Camper blokkeren (APK, onderhoud, schade)',
    tag: 'admin: campers',
    access: 'admin',
    status: 201,
    json: blockCreateSchema,
  },
  {
    method: 'delete',
    path: '/admin/blocks/{id}',
    summary: 'Blokkade verwijderen',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'get',
    path: '/admin/campers/{id}/handovers',
    summary: 'Overdrachtlogboek van een camper',
    tag: 'admin: campers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'get',
    path: '/admin/campers/{id}/reservations',
    summary: 'Reserveringen van een camper',
    tag: 'admin: reserveringen',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/campers/{id}/reservations',
    summary: 'Reserveren namens een eigenaar',
    tag: 'admin: reserveringen',
    access: 'admin',
    status: 201,
    json: onBehalfReservationSchema,
  },
  {
    method: 'delete',
    path: '/admin/reservations/{id}',
    summary: 'Reservering annuleren namens een eigenaar (credits terug)',
    tag: 'admin: reserveringen',
    access: 'admin',
    status: 200,
  },

  {
    method: 'get',
    path: '/admin/documents',
    summary: 'Camperdocumenten, nieuwste eerst (?q=)',
    tag: 'admin: documenten',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/documents',
    summary: 'Document uploaden',
    tag: 'admin: documenten',
    access: 'admin',
    status: 201,
    multipart: documentUploadSchema,
  },
  {
    method: 'put',
    path: '/admin/documents/{id}',
    summary: 'Document vervangen',
    tag: 'admin: documenten',
    access: 'admin',
    status: 200,
    multipart: true,
  },
  {
    method: 'delete',
    path: '/admin/documents/{id}',
    summary: 'Document verwijderen',
    tag: 'admin: documenten',
    access: 'admin',
    status: 200,
  },

  {
    method: 'get',
    path: '/admin/invoices',
    summary: 'Facturen, nieuwste eerst (?q=)',
    tag: 'admin: facturen',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/invoices',
    summary: 'Factuur uploaden',
    tag: 'admin: facturen',
    access: 'admin',
    status: 201,
    multipart: invoiceUploadSchema,
  },
  {
    method: 'patch',
    path: '/admin/invoices/{id}',
    summary: 'Betaald / onbetaald',
    tag: 'admin: facturen',
    access: 'admin',
    status: 200,
    json: invoicePaidUpdateSchema,
  },
  {
    method: 'delete',
    path: '/admin/invoices/{id}',
    summary: 'Factuur verwijderen',
    tag: 'admin: facturen',
    access: 'admin',
    status: 200,
  },

  {
    method: 'post',
    path: '/admin/tokens',
    summary: 'API-token aanmaken (eenmalig getoond)',
    tag: 'admin: tokens',
    access: 'admin',
    status: 201,
    json: apiTokenCreateSchema,
  },
  {
    method: 'get',
    path: '/admin/tokens',
    summary: 'API-tokens',
    tag: 'admin: tokens',
    access: 'admin',
    status: 200,
  },
  {
    method: 'delete',
    path: '/admin/tokens/{id}',
    summary: 'API-token intrekken',
    tag: 'admin: tokens',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/auth/invitation/confirm',
    summary: 'Eerste wachtwoord kiezen met de uitnodigingslink',
    tag: 'auth',
    access: 'public',
    status: 200,
    json: passwordResetConfirmSchema,
  },
  {
    method: 'get',
    path: '/admin/users/invitations',
    summary: 'Gebruikers die nog nooit een wachtwoord kozen',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
  },
  {
    method: 'post',
    path: '/admin/users/invitations',
    summary: 'Uitnodigingen (opnieuw) mailen: aan user_ids of aan iedereen zonder wachtwoord',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 202,
    json: invitationsSendSchema,
  },
  {
    method: 'post',
    path: '/admin/users/{id}/invitation',
    summary: 'Uitnodiging (opnieuw) mailen aan één gebruiker',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 202,
  },
  {
    method: 'post',
    path: '/admin/credits/batch',
    summary: 'Credits van veel gebruikers in één transactie (per regel een resultaat; dry_run rolt terug)',
    tag: 'admin: gebruikers',
    access: 'admin',
    status: 200,
    json: creditsBatchSchema,
  },
  ...NOTIFY_OPERATIONS,
];

/** JSON Schema (2020-12, what OpenAPI 3.1 uses) of what a client sends; transforms are described by their input. */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function requestBody(op: Operation): Record<string, unknown> | undefined {
  if (op.json) return { required: true, content: { 'application/json': { schema: inputSchema(op.json) } } };
  if (!op.multipart) return undefined;
  const fields = op.multipart === true ? { type: 'object', properties: {} } : inputSchema(op.multipart);
  const properties = (fields.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(fields.required) ? (fields.required as string[]) : [];
  if (op.files) {
    const files = { type: 'array', maxItems: op.files.max, items: { type: 'string', format: 'binary' } };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { ...properties, [op.files.field]: files }, required },
        },
      },
    };
  }
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', format: 'binary' }, ...properties },
          required: ['file', ...required],
        },
      },
    },
  };
}

const ERROR = { $ref: '#/components/responses/Fout' };

function responses(op: Operation): Record<string, unknown> {
  const success = op.redirect
    ? { description: 'Doorverwijzing', headers: { Location: { schema: { type: 'string' } } } }
    : { description: 'Gelukt', content: { 'application/json': { schema: { type: 'object' } } } };
  const out: Record<string, unknown> = { [String(op.status)]: success };
  if (op.json || op.multipart) out['400'] = ERROR;
  if (op.access !== 'public') out['401'] = ERROR;
  if (op.access === 'admin' || op.access === 'owner') out['403'] = ERROR;
  if (op.path.includes('{')) out['404'] = ERROR;
  if (op.multipart) {
    out['413'] = ERROR;
    out['415'] = ERROR;
  }
  out['429'] = ERROR;
  return out;
}

function parameters(path: string): Record<string, unknown>[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const body = requestBody(op);
    const params = parameters(op.path);
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      'x-toegang': op.access,
      ...(op.access === 'public' ? { security: [] } : {}),
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(op),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Camperdeel API',
      version: '1.0.0',
      description:
        'De API van de Camperdeel BFF. Foutantwoorden zijn altijd { "error": { "code", "message" } } met een ' +
        'Nederlandse melding. Bedragen in euro, datums als jjjj-mm-dd. x-toegang zegt wie een operatie mag doen.',
    },
    servers: [{ url: '/api' }],
    security: [{ sessie: [] }, { apiToken: [] }],
    components: {
      securitySchemes: {
        sessie: { type: 'apiKey', in: 'cookie', name: 'camperdeel_session' },
        apiToken: { type: 'http', scheme: 'bearer', description: 'API-token voor de CLI (admin)' },
      },
      schemas: {
        Fout: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
      responses: {
        Fout: {
          description: 'Fout met code en Nederlandse melding',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Fout' } } },
        },
      },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

let cached: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of the API, built once from the rules' zod schemas. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildDocument();
  return cached;
}
