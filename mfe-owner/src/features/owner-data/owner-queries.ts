import { api } from '@camperdeel/client/api';
import { type Answer, request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { queryOptions } from '@tanstack/react-query';

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
  profile: ['me', 'profile'],
} as const;

/**
 * The owner area's reads (docs/product/api.md#api-contract-architecture-5) on the shared typed client, each with the spec's failure title
 * (docs/product/messages.md#error-catalogue-spec-8) for the one failure policy.
 */
export const ownerQueries = {
  camper: queryOptions({
    queryKey: ownerKeys.camper,
    queryFn: () => request(() => api.owner.camper.$get()),
    meta: { failureTitle: FAILURE_TITLES.ownerLoadCamper },
  }),
  documents: queryOptions({
    queryKey: ownerKeys.documents,
    queryFn: () => request(() => api.owner.documents.$get()),
    meta: { failureTitle: FAILURE_TITLES.loadDocuments },
  }),
  invoices: queryOptions({
    queryKey: ownerKeys.invoices,
    queryFn: () => request(() => api.owner.invoices.$get()),
    meta: { failureTitle: FAILURE_TITLES.loadInvoices },
  }),
  credits: queryOptions({
    queryKey: ownerKeys.credits,
    queryFn: () => request(() => api.owner.credits.$get()),
    meta: { failureTitle: FAILURE_TITLES.loadCredits },
  }),
  creditHistory: queryOptions({
    queryKey: ownerKeys.creditHistory,
    queryFn: () => request(() => api.owner.credits.history.$get()),
    meta: { failureTitle: FAILURE_TITLES.loadCredits },
  }),
  reservations: queryOptions({
    queryKey: ownerKeys.reservations,
    queryFn: () => request(() => api.owner.reservations.$get()),
    meta: { failureTitle: FAILURE_TITLES.loadReservations },
  }),
  blocks: queryOptions({
    queryKey: ownerKeys.blocks,
    queryFn: () => request(() => api.owner.blocks.$get()),
    meta: { failureTitle: FAILURE_TITLES.loadReservations },
  }),
  handovers: queryOptions({
    queryKey: ownerKeys.handovers,
    queryFn: () => request(() => api.owner.handovers.$get()),
    meta: { failureTitle: FAILURE_TITLES.load },
  }),
  usage: (jaar: number) =>
    queryOptions({
      queryKey: [...ownerKeys.usage, jaar],
      queryFn: () => request(() => api.owner.usage.$get({ query: { jaar: String(jaar) } })),
      meta: { failureTitle: FAILURE_TITLES.load },
    }),
  calendarFeed: queryOptions({
    queryKey: ownerKeys.calendarFeed,
    queryFn: () => request(() => api.owner['calendar-feed'].$get()),
    meta: { failureTitle: FAILURE_TITLES.load },
  }),
  profile: queryOptions({
    queryKey: ownerKeys.profile,
    queryFn: () => request(() => api.me.profile.$get()),
    meta: { failureTitle: FAILURE_TITLES.loadProfile },
  }),
};

type Read<F extends (...args: never[]) => Promise<unknown>> = Answer<F>;

export type OwnerCamperAnswer = Read<typeof api.owner.camper.$get>;
export type CoOwner = OwnerCamperAnswer['eigenaars'][number];
export type OwnerDocument = Read<typeof api.owner.documents.$get>['documenten'][number];
export type OwnerInvoice = Read<typeof api.owner.invoices.$get>['facturen'][number];
export type CreditRow = Read<typeof api.owner.credits.$get>['credits'][number];
export type CamperReservation = Read<typeof api.owner.reservations.$get>['reserveringen'][number];
export type Profile = Read<typeof api.me.profile.$get>['profile'];
export type CamperBlock = Read<typeof api.owner.blocks.$get>['blokkades'][number];
export type Handover = Read<typeof api.owner.handovers.$get>['overdrachten'][number];
export type UsageRow = Read<typeof api.owner.usage.$get>['gebruik'][number];
export type LedgerEntry = Read<typeof api.owner.credits.history.$get>['mutaties'][number];
