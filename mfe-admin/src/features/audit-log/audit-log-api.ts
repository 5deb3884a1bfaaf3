import { api } from '@camperdeel/client/api';
import { type Answer, request } from '@camperdeel/client/request';
import { z } from 'zod';
import type { pageQuery } from '../../shared/queries.ts';

/** The filter fields as typed: any text, the server checks it. */
export const auditFiltersSchema = z.object({
  actor: z.string(),
  soort: z.string(),
  van: z.string(),
  tot: z.string(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** Only filled filters are sent; the server validates them (a bad date is 400 with a Dutch message). */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

/** The Logboek tab's calls (docs/product/api.md#co-owner-life-and-self-service-architecture-10 audit log, and the mail queue's state). */
export const auditLogApi = {
  audit: (query: Record<string, string>) => request(() => api.admin.audit.$get({ query })),
  mail: (query: ReturnType<typeof pageQuery>) => request(() => api.admin.mail.$get({ query })),
  retryMail: (id: string) => request(() => api.admin.mail[':id'].retry.$post({ param: { id } })),
};

export type AuditEvent = Answer<typeof api.admin.audit.$get>['gebeurtenissen'][number];
