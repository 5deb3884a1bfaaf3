/**
 * Calibrates the attack's "message is Dutch" check on every message our request schemas can produce. The fuzz
 * reaches these messages only when a random case happens to hit them (CI once failed on 'Ongeldige rol', a word
 * the check did not know); here every exported schema is fed a fixed set of wrong values per field, so a new
 * schema message the check would call "not Dutch" fails deterministically, in this file, with its text.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { looksDutch } from './support/envelope.ts';

const SCHEMA_DIR = join(import.meta.dirname, '../../../packages/rules/src/schemas');

/**
 * Answer schemas share their resource's file with the request schemas but never parse what a client sends, so their
 * (zod's own) messages never reach anyone. A new answer schema not named here fails below with its English text:
 * add it here when it is an answer, give it Dutch messages when it parses input.
 */
const ANSWER_SCHEMAS = new Set([
  'errorEnvelopeSchema',
  'count',
  'failure',
  'id',
  'isoDate',
  'reservationStatus',
  'season',
  'seizoen',
  'timestamp',
  'adminApplicationSchema',
  'adminBlockSchema',
  'adminCamperSchema',
  'adminDocumentSchema',
  'adminInvoiceSchema',
  'clubSettingsSchema',
  'ownerHelpSchema',
  'generatedInvoiceSchema',
  'skippedInvoiceSchema',
  'invoiceGenerateAnswer',
  'adminOwnerSchema',
  'adminReservationSchema',
  'adminUserSchema',
  'apiTokenSchema',
  'applicationSchema',
  'auditEventSchema',
  'auditPageSchema',
  'batchResultSchema',
  'blockConflictSchema',
  'blockCreatedSchema',
  'blockSchema',
  'camperCandidateSchema',
  'camperForUserAnswer',
  'camperForUserSchema',
  'camperSchema',
  'campersForUserAnswer',
  'coOwnerSchema',
  'creditSchema',
  'creditStandardSchema',
  'creditsSetSchema',
  'damageSchema',
  'dataExportSchema',
  'exportFileSchema',
  'documentSchema',
  'feedUrlSchema',
  'handoverSchema',
  'healthSchema',
  'readySchema',
  'invitationSchema',
  'invitationSentSchema',
  'inviteeSchema',
  'invoiceSchema',
  'ledgerEntrySchema',
  'mailQueueSchema',
  'mailSettingsSchema',
  'meSchema',
  'notificationListSchema',
  'notificationSchema',
  'openApiDocumentSchema',
  'ownerCamperSchema',
  'ownerRemovedSchema',
  'passwordChangedSchema',
  'profileSchema',
  'publicCamperListSchema',
  'publicCamperSchema',
  'reservationCancelledSchema',
  'reservationOverviewSchema',
  'reservationSchema',
  'reservationsCreatedSchema',
  'sessionSchema',
  'tokenCreatedSchema',
  'usageRowSchema',
  'usageSchema',
  'userAnswer',
  'userCreatedSchema',
  'userCreditsSchema',
  'allocatedRoundSchema',
  'allocationSchema',
  'camperRulesAnswer',
  'camperRulesSchema',
  'draftPlaceSchema',
  'ownerRoundSchema',
  'ownerRoundsAnswer',
  'roundAnswer',
  'roundSchema',
  'roundsAnswer',
  'wishSchema',
  'wishesAnswer',
  'balanceSchema',
  'costAnswer',
  'costPortionSchema',
  'costSchema',
  'costsAnswer',
  'settlementAnswer',
  'settlementSchema',
  'careAnswer',
  'careListAnswer',
  'careSchema',
  'careStatus',
  'serviceAnswer',
  'serviceSchema',
  'acceptedOfferAnswer',
  'offerAnswer',
  'offerSchema',
  'offersAnswer',
  'watchAnswer',
  'watchSchema',
  'watchesAnswer',
]);

/** Values a hostile client puts in a field (or sends as the whole body). */
const WRONG_VALUES: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  'x',
  'a'.repeat(10_001),
  '9999-12-31',
  '2026-02-30',
  'not-an-email@',
  true,
  [],
  [1],
  {},
  { admin: true },
];

type Shaped = ZodType & { shape?: Record<string, unknown> };

function isSchema(value: unknown): value is Shaped {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

/** A query string only ever holds strings: a query schema is fed the wrong strings, in an object. */
function wrongValuesFor(name: string): readonly unknown[] {
  return name.endsWith('QuerySchema')
    ? WRONG_VALUES.filter((v) => typeof v === 'string' || v === undefined)
    : WRONG_VALUES;
}

function messagesFor(name: string, schema: Shaped): string[] {
  const wrong = wrongValuesFor(name);
  const inputs: unknown[] = name.endsWith('QuerySchema')
    ? [{}, { onbekendVeld: 'x' }]
    : [...wrong, { onbekendVeld: 1 }];
  for (const key of Object.keys(schema.shape ?? {})) for (const v of wrong) inputs.push({ [key]: v });
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const modules = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts'));

describe('every message a request schema can answer passes the envelope check', () => {
  it.each(modules)('%s', async (file) => {
    const exports: Record<string, unknown> = await import(join(SCHEMA_DIR, file));
    const failing = Object.entries(exports)
      // A path parameter's message never reaches the client: a malformed id gets the route's own 404.
      .filter(
        (entry): entry is [string, Shaped] =>
          isSchema(entry[1]) && !entry[0].endsWith('ParamSchema') && !ANSWER_SCHEMAS.has(entry[0]),
      )
      .flatMap(([name, schema]) => messagesFor(name, schema).map((message) => `${name}: ${message}`))
      .filter((line) => !looksDutch(line.slice(line.indexOf(': ') + 2)));
    expect([...new Set(failing)]).toEqual([]);
  });

  it('still calls the framework texts not Dutch', () => {
    expect(looksDutch('Invalid input: expected string, received number')).toBe(false);
    expect(looksDutch('Unrecognized key: "rol"')).toBe(false);
    expect(looksDutch('Bad Request')).toBe(false);
  });
});
