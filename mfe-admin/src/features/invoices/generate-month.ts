import type { InvoiceGenerateAnswer } from '@camperdeel/rules/schemas/club-office';
import { admin } from '../../shared/admin-api.ts';

/** `POST /api/admin/invoices/generate`: a month's service-fee invoices, or with a dry run what they would be. */
export const generateInvoices = (maand: string, dryRun: boolean) =>
  admin.invoices.generate.$post({ json: { maand, dry_run: dryRun } });

/** This month as `yyyy-MM` (local time), the dialog's first choice. */
export function currentMonth(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** 'Er worden 3 facturen gemaakt', 'Er wordt 1 factuur gemaakt', '1 factuur gemaakt': the dialog's summary. */
export function generateSummary(answer: InvoiceGenerateAnswer): string {
  const n = answer.facturen.length;
  const noun = n === 1 ? 'factuur' : 'facturen';
  const made = answer.dry_run
    ? `Er ${n === 1 ? 'wordt' : 'worden'} ${n} ${noun} gemaakt`
    : `${n} ${noun} gemaakt`;
  const skipped = answer.overgeslagen.length;
  return skipped === 0 ? `${made}.` : `${made}; ${skipped} overgeslagen (bestaan al).`;
}
