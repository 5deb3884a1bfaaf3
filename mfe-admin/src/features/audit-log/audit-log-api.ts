import { api } from '@camperdeel/client/api';
import { type Answer, request } from '@camperdeel/client/request';
import { AUDIT_KINDS, auditSentence } from '@camperdeel/rules/audit-sentences';
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

/** 'Alle soorten' and every recorded kind, named by its sentence without names ('Factuur geüpload'). */
export const KIND_OPTIONS: { value: string; label: string }[] = (() => {
  const seen = new Set<string>();
  const options = AUDIT_KINDS.map((kind) => {
    const plain = auditSentence(kind, {}, { doel: null, bij: null });
    // Two kinds that read alike (a security event and its admin write) keep apart by their own name.
    const label = seen.has(plain) ? `${plain} (${kind.includes(' ') ? 'beheer' : 'beveiliging'})` : plain;
    seen.add(plain);
    return { value: kind, label };
  }).sort((a, b) => a.label.localeCompare(b.label, 'nl'));
  return [{ value: '', label: 'Alle soorten' }, ...options];
})();

/** The admin tab that lists each kind of target; it opens searched for the target's name. */
const TARGET_TABS: Partial<Record<NonNullable<AuditEvent['doel_soort']>, string>> = {
  gebruiker: '/admin/dashboard',
  camper: '/admin/dashboard/campers',
  blokkade: '/admin/dashboard/campers',
  ronde: '/admin/dashboard/campers',
  overdracht: '/admin/dashboard/campers',
  factuur: '/admin/dashboard/facturen',
  document: '/admin/dashboard/documenten',
  aanmelding: '/admin/dashboard/aanmeldingen',
  reservering: '/admin/dashboard/reserveringen',
};

const TARGET_WORDS: Partial<Record<NonNullable<AuditEvent['doel_soort']>, string>> = {
  gebruiker: 'gebruiker',
  camper: 'camper',
  blokkade: 'camper',
  ronde: 'camper',
  overdracht: 'camper',
  factuur: 'factuur',
  document: 'document',
  aanmelding: 'aanmelding',
  reservering: 'reserveringen',
};

/** A link to where the event's target lives, or null when it is gone (an erased member has no page). */
export function targetLink(event: AuditEvent): { href: string; label: string } | null {
  const naam = event.doel_naam;
  const soort = event.doel_soort;
  if (!naam || !soort || /^verwijderd-[0-9a-f]{8}$/.test(naam)) return null;
  const tab = TARGET_TABS[soort];
  if (!tab) return null;
  return {
    href: `${tab}?${new URLSearchParams({ zoek: naam })}`,
    label: `Naar ${TARGET_WORDS[soort]} ${naam}`,
  };
}
