import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api.ts';
import { call } from '../admin-data/request.ts';

export type AuditFilters = { actor: string; soort: string; van: string; tot: string };

/** Only filled filters are sent; the server validates them (a bad date is 400 with a Dutch message). */
function query(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

/** The Logboek tab's calls (architecture §10 audit log, and the mail queue's state). */
export const logboekApi = {
  audit: (filters: AuditFilters) => call(() => api.admin.audit.$get({ query: query(filters) })),
  mail: () => call(() => api.admin.mail.$get()),
  retryMail: (id: string) => call(() => api.admin.mail[':id'].retry.$post({ param: { id } })),
};

export type AuditEvent = InferResponseType<typeof api.admin.audit.$get, 200>['gebeurtenissen'][number];
export type MailQueueState = InferResponseType<typeof api.admin.mail.$get, 200>;
