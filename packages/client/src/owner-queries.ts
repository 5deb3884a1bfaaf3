import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { api } from './api.ts';
import { getQuery } from './get-query.ts';
import { type Answer, request } from './request.ts';

/** The owner area's query keys: a write invalidates the keys of what it changed. */
export const ownerKeys = {
  camper: ['owner', 'camper'],
  documents: ['owner', 'documents'],
  invoices: ['owner', 'invoices'],
  /** Also the prefix of the credit history: a reservation changes both. */
  credits: ['owner', 'credits'],
  creditHistory: ['owner', 'credits', 'history'],
  reservations: ['owner', 'reservations'],
  blocks: ['owner', 'blocks'],
  handovers: ['owner', 'handovers'],
  usage: ['owner', 'usage'],
  calendarFeed: ['owner', 'calendar-feed'],
} as const;

/**
 * The owner area's reads (docs/product/api.md#api-contract-architecture-5) on the shared typed client, each with the spec's failure title
 * (docs/product/messages.md#error-catalogue-spec-8) for the one failure policy: `useApiQuery(ownerQueries.camper)`.
 * They live here, beside the other keys, so a server render can seed the same keys the pages read.
 */
export const ownerQueries = {
  camper: getQuery(ownerKeys.camper, api.owner.camper, FAILURE_TITLES.ownerLoadCamper),
  documents: getQuery(ownerKeys.documents, api.owner.documents, FAILURE_TITLES.loadDocuments),
  invoices: getQuery(ownerKeys.invoices, api.owner.invoices, FAILURE_TITLES.loadInvoices),
  credits: getQuery(ownerKeys.credits, api.owner.credits, FAILURE_TITLES.loadCredits),
  creditHistory: getQuery(ownerKeys.creditHistory, api.owner.credits.history, FAILURE_TITLES.loadCredits),
  reservations: getQuery(ownerKeys.reservations, api.owner.reservations, FAILURE_TITLES.loadReservations),
  blocks: getQuery(ownerKeys.blocks, api.owner.blocks, FAILURE_TITLES.loadReservations),
  handovers: getQuery(ownerKeys.handovers, api.owner.handovers, FAILURE_TITLES.load),
  usage: (jaar: number) => ({
    queryKey: [...ownerKeys.usage, jaar],
    queryFn: () => request(() => api.owner.usage.$get({ query: { jaar: String(jaar) } })),
    failureTitle: FAILURE_TITLES.load,
  }),
  calendarFeed: getQuery(ownerKeys.calendarFeed, api.owner['calendar-feed'], FAILURE_TITLES.load),
};

type Read<F extends (...args: never[]) => Promise<unknown>> = Answer<F>;

export type OwnerCamperAnswer = Read<typeof api.owner.camper.$get>;
export type CoOwner = OwnerCamperAnswer['eigenaars'][number];
export type OwnerDocument = Read<typeof api.owner.documents.$get>['documenten'][number];
export type OwnerInvoice = Read<typeof api.owner.invoices.$get>['facturen'][number];
export type CreditRow = Read<typeof api.owner.credits.$get>['credits'][number];
export type CamperReservation = Read<typeof api.owner.reservations.$get>['reserveringen'][number];
export type CamperBlock = Read<typeof api.owner.blocks.$get>['blokkades'][number];
export type Handover = Read<typeof api.owner.handovers.$get>['overdrachten'][number];
export type UsageRow = Read<typeof api.owner.usage.$get>['gebruik'][number];
export type LedgerEntry = Read<typeof api.owner.credits.history.$get>['mutaties'][number];
