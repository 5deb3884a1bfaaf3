import { HandoverPhotos } from '@camperdeel/client/HandoverPhotos';
import { useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateLong } from '@camperdeel/rules/format';
import { HANDOVER_MOMENT_LABELS } from '@camperdeel/rules/handover';
import { DAMAGE_STATUS_LABELS } from '@camperdeel/rules/handover-correction';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { recordFrame } from '@camperdeel/ui/lib/record-frame';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import type { AdminCamper } from '../../shared/admin-api.ts';
import { CamperRecords } from '../../shared/CamperRecords.tsx';
import { type AdminHandover, camperLifeApi } from '../../shared/camper-life-api.ts';
import { adminKeys } from '../../shared/queries.ts';
import { HandoverCorrectionForm, HandoverDeleteDialog } from './HandoverCorrection.tsx';

const NUMBER = new Intl.NumberFormat('nl-NL');

/**
 * 'Overdrachtlogboek' of one camper for the admin: every pick-up and return, newest first, with photos; a wrong
 * reading is corrected (with a reason) or the handover deleted, and a reported damage followed up.
 */
export function HandoversDialog({ camper, onClose }: { camper: AdminCamper; onClose: () => void }) {
  const handovers = useApiQuery({
    queryKey: adminKeys.handovers(camper.id),
    queryFn: () => request(() => camperLifeApi.handovers(camper.id)),
    failureTitle: FAILURE_TITLES.load,
  });
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminHandover | null>(null);
  return (
    <Dialog open onClose={onClose} title={`Overdrachtlogboek van ${camper.naam}`} size="lg">
      <CamperRecords
        query={handovers}
        of={(answer) => answer.overdrachten}
        label="Overdrachten"
        empty="Nog geen overdrachten geregistreerd."
        spacing={3}
      >
        {(h) => (
          <li key={h.id} className={cx(recordFrame, css({ p: '3' }))}>
            <p className={css({ fontWeight: 'medium' })}>
              {HANDOVER_MOMENT_LABELS[h.moment]} · {formatDateLong(new Date(h.created_at))} ·{' '}
              {h.naam ?? 'onbekend'}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {NUMBER.format(h.km_stand)} km · brandstof {h.brandstof_procent}% ·{' '}
              {h.schoon ? 'schoon' : 'niet schoon'}
            </p>
            {h.schade ? (
              <p className={css({ whiteSpace: 'pre-wrap', mt: '1' })}>
                Schade: {h.schade}
                {h.schade_status ? ` (${DAMAGE_STATUS_LABELS[h.schade_status].toLowerCase()})` : ''}
              </p>
            ) : null}
            {h.notitie ? (
              <p className={css({ whiteSpace: 'pre-wrap', mt: '1', fontSize: 'sm' })}>Notitie: {h.notitie}</p>
            ) : null}
            <HandoverPhotos handover={h} />
            {correcting === h.id ? (
              <HandoverCorrectionForm camperId={camper.id} handover={h} onDone={() => setCorrecting(null)} />
            ) : (
              <div className={css({ display: 'flex', gap: '2', mt: '2' })}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setCorrecting(h.id)}
                  aria-label={`${HANDOVER_MOMENT_LABELS[h.moment]} van ${formatDateLong(new Date(h.created_at))} corrigeren`}
                >
                  Corrigeren
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDeleting(h)}
                  aria-label={`${HANDOVER_MOMENT_LABELS[h.moment]} van ${formatDateLong(new Date(h.created_at))} verwijderen`}
                >
                  Verwijderen
                </Button>
              </div>
            )}
          </li>
        )}
      </CamperRecords>
      <HandoverDeleteDialog camperId={camper.id} handover={deleting} onClose={() => setDeleting(null)} />
    </Dialog>
  );
}
