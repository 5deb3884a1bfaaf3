import { AANMELDING_STATUS_LABELS, type AanmeldingStatus } from '@camperdeel/rules/camper';
import type { BadgeTone } from '@camperdeel/ui/components/Badge';

const TONES: Record<AanmeldingStatus, BadgeTone> = {
  in_afwachting: 'warning',
  toegewezen: 'success',
  afgewezen: 'danger',
};

/** The status badge of an application (docs/product/public.md#states-spec-4): 'In afwachting', 'Toegewezen' (green), 'Afgewezen'. */
export function applicationStatusBadge(status: AanmeldingStatus): { label: string; tone: BadgeTone } {
  return { label: AANMELDING_STATUS_LABELS[status], tone: TONES[status] };
}
