import { api } from '../../lib/api.ts';
import { call } from '../../lib/api-call.ts';

/** The owner area's calls (architecture §5), on the typed BFF client. */
export const ownerApi = {
  camper: () => call(() => api.owner.camper.$get()),
  documents: () => call(() => api.owner.documents.$get()),
  invoices: () => call(() => api.owner.invoices.$get()),
  credits: () => call(() => api.owner.credits.$get()),
  reservations: () => call(() => api.owner.reservations.$get()),
  reserve: (dagen: string[]) => call(() => api.owner.reservations.$post({ json: { dagen } })),
  deleteReservation: (id: string) => call(() => api.owner.reservations[':id'].$delete({ param: { id } })),
  blocks: () => call(() => api.owner.blocks.$get()),
  handovers: () => call(() => api.owner.handovers.$get()),
  usage: (jaar: number) => call(() => api.owner.usage.$get({ query: { jaar: String(jaar) } })),
  creditHistory: () => call(() => api.owner.credits.history.$get()),
  calendarFeed: () => call(() => api.owner['calendar-feed'].$get()),
  rotateCalendarFeed: () => call(() => api.owner['calendar-feed'].rotate.$post()),
  profile: () => call(() => api.me.profile.$get()),
  saveProfile: (json: Parameters<typeof api.me.profile.$patch>[0]['json']) =>
    call(() => api.me.profile.$patch({ json })),
};

/** Multipart with the image under `file` (the route reads the upload itself, so the typed client has no form type). */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call<ProfileBody>(() =>
    fetch('/api/me/profile/photo', { method: 'POST', body: form, credentials: 'include' }),
  );
}

/** Multipart: the handover's fields plus up to six photos under `foto` (the route reads the form itself). */
export function recordHandover(
  reservationId: string,
  fields: Record<string, string>,
  photos: readonly File[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('foto', photo);
  return call<{ overdracht: Handover }>(() =>
    fetch(`/api/owner/reservations/${encodeURIComponent(reservationId)}/handovers`, {
      method: 'POST',
      body: form,
      credentials: 'include',
    }),
  );
}

// Distributes over the result union: the success branch gives the body, the failure branch nothing.
type Data<R> = R extends { ok: true; data: infer T } ? T : never;
type Answer<K extends keyof typeof ownerApi> = Data<Awaited<ReturnType<(typeof ownerApi)[K]>>>;

type ProfileBody = Answer<'profile'>;
export type OwnerCamperAnswer = Answer<'camper'>;
export type CoOwner = OwnerCamperAnswer['eigenaars'][number];
export type OwnerDocument = Answer<'documents'>['documenten'][number];
export type OwnerInvoice = Answer<'invoices'>['facturen'][number];
export type CreditRow = Answer<'credits'>['credits'][number];
export type CamperReservation = Answer<'reservations'>['reserveringen'][number];
export type Profile = ProfileBody['profile'];
export type CamperBlock = Answer<'blocks'>['blokkades'][number];
export type Handover = Answer<'handovers'>['overdrachten'][number];
export type UsageRow = Answer<'usage'>['gebruik'][number];
export type LedgerEntry = Answer<'creditHistory'>['mutaties'][number];
