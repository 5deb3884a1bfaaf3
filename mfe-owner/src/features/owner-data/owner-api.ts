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
