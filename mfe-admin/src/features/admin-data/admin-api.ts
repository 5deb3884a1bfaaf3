import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api.ts';

/** The admin endpoints (architecture §5) the tabs use, on the typed BFF client; shapes come from the BFF. */
const admin = api.admin;

export type AdminUser = InferResponseType<typeof admin.users.$get, 200>['users'][number];
export type AdminCamper = InferResponseType<typeof admin.campers.$get, 200>['campers'][number];
export type CamperOwner = AdminCamper['eigenaars'][number];
export type CamperUserCandidate = InferResponseType<
  (typeof admin.campers)[':id']['users']['$get'],
  200
>['users'][number];
export type AdminApplication = InferResponseType<typeof admin.applications.$get, 200>['aanmeldingen'][number];
export type AdminDocument = InferResponseType<typeof admin.documents.$get, 200>['documenten'][number];
export type AdminInvoice = InferResponseType<typeof admin.invoices.$get, 200>['facturen'][number];
export type OverviewRow = InferResponseType<
  typeof admin.reservations.overview.$get,
  200
>['reserveringen'][number];
export type CreditsAnswer = InferResponseType<(typeof admin.users)[':id']['credits']['$get'], 200>;

export { admin };
