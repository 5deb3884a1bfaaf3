import { CARE_STATUS_LABELS, CARE_STATUS_TONES, type CareStatus } from '@camperdeel/rules/care';
import { Badge } from '@camperdeel/ui/components/Badge';

export function CareStatusBadge({ status }: { status: CareStatus | null }) {
  if (status === null) return null;
  return <Badge tone={CARE_STATUS_TONES[status]}>{CARE_STATUS_LABELS[status]}</Badge>;
}
