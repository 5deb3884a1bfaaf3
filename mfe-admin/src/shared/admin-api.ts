import { api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import type { ComponentType } from 'react';

/** The admin endpoints (docs/product/api.md#api-contract-architecture-5) the tabs use, on the shared typed client; shapes come from the BFF. */
const admin = api.admin;

export type AdminUser = Answer<typeof admin.users.$get>['users'][number];
export type AdminCamper = Answer<typeof admin.campers.$get>['campers'][number];
export type CamperOwner = AdminCamper['eigenaars'][number];
export type CamperUserCandidate = Answer<(typeof admin.campers)[':id']['users']['$get']>['users'][number];
export type AdminApplication = Answer<typeof admin.applications.$get>['aanmeldingen'][number];
export type AdminDocument = Answer<typeof admin.documents.$get>['documenten'][number];
export type AdminInvoice = Answer<typeof admin.invoices.$get>['facturen'][number];
export type OverviewRow = Answer<typeof admin.reservations.overview.$get>['reserveringen'][number];
export type CreditsAnswer = Answer<(typeof admin.users)[':id']['credits']['$get']>;

/** A dialog about one camper that one feature opens from another's rows (blocks, the handover log). */
export type CamperDialog = ComponentType<{ camper: AdminCamper; onClose: () => void }>;

export { admin };
