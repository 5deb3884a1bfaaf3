import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { RoundOutcome } from '@camperdeel/client/RoundOutcome';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateLong } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { confirmAbout } from '@camperdeel/ui/lib/confirm-about';
import { recordFrame } from '@camperdeel/ui/lib/record-frame';
import { toast } from '@camperdeel/ui/lib/toast';
import { css, cx } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import type { AdminCamper } from '../../shared/admin-api.ts';
import { CamperRecords } from '../../shared/CamperRecords.tsx';
import { CamperSectionsDialog } from '../../shared/CamperSectionsDialog.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { FairUseRuleForm } from './FairUseRuleForm.tsx';
import { OpenRoundForm } from './OpenRoundForm.tsx';
import { type AdminRound, roundsApi } from './rounds-api.ts';

const itemStyle = cx(recordFrame, css({ display: 'flex', flexDirection: 'column', gap: '3', p: '3' }));

function AllocatedRound({ round }: { round: AdminRound }) {
  const outcome = useApiQuery({
    queryKey: adminKeys.round(round.id),
    queryFn: () => request(() => roundsApi.outcome(round.id)),
    failureTitle: FAILURE_TITLES.load,
  });
  return (
    <QueryState query={outcome} failureTitle={FAILURE_TITLES.load}>
      {(answer) => <RoundOutcome outcome={answer} />}
    </QueryState>
  );
}

/** 'Wensrondes' of one camper: its rounds, open one, allocate an open one (after a confirm), the fair-use rule. */
export function RoundsDialog({
  camper,
  onClose,
}: {
  camper: Pick<AdminCamper, 'id' | 'naam'>;
  onClose: () => void;
}) {
  const rounds = useApiQuery({
    queryKey: adminKeys.rounds(camper.id),
    queryFn: () => request(() => roundsApi.rounds(camper.id)),
    failureTitle: FAILURE_TITLES.load,
  });
  const [confirming, setConfirming] = useState<AdminRound | null>(null);
  // Allocating books reservations: the owners' calendars and the camper's reservations ask again.
  const allocation = useApiMutation({
    mutationFn: (round: AdminRound) => request(() => roundsApi.allocate(round.id)),
    failureTitle: 'Fout bij toewijzen',
    invalidates: [adminKeys.rounds(camper.id), adminKeys.camperReservations(camper.id)],
    onSuccess: () => {
      setConfirming(null);
      toast.success({ title: 'Wensronde toegewezen' });
    },
  });

  return (
    <CamperSectionsDialog
      title={`Wensrondes van ${camper.naam}`}
      description="Eigenaars geven hun wensen voor het hoogseizoen op; bij het toewijzen bepaalt de loting de volgorde."
      onClose={onClose}
    >
      <CamperRecords
        query={rounds}
        of={(answer) => [...answer.rondes].sort((a, b) => b.jaar - a.jaar)}
        label="Wensrondes"
        empty="Geen wensrondes."
      >
        {(r) => (
          <li key={r.id} className={itemStyle}>
            <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
              <p className={css({ fontWeight: 'medium', flex: '1', minW: 0 })}>
                {r.jaar} · Sluit op {formatDateLong(r.sluit_op)}
              </p>
              <Badge tone={r.status === 'open' ? 'info' : 'success'}>
                {r.status === 'open' ? 'Open' : 'Toegewezen'}
              </Badge>
              {r.status === 'open' ? (
                <Button
                  size="sm"
                  onClick={() => setConfirming(r)}
                  aria-label={`Wensronde ${r.jaar} toewijzen`}
                >
                  Toewijzen
                </Button>
              ) : null}
            </div>
            {r.status === 'toegewezen' ? <AllocatedRound round={r} /> : null}
          </li>
        )}
      </CamperRecords>
      <OpenRoundForm camperId={camper.id} />
      <FairUseRuleForm camperId={camper.id} />
      {/* Ark renders the confirm in a portal: it takes no place between the sections. */}
      <ConfirmDialog
        {...confirmAbout(
          confirming,
          () => setConfirming(null),
          (round) => allocation.mutateAsync(round).catch(() => undefined),
        )}
        title="Wensronde toewijzen"
        description={
          confirming
            ? `Weet je zeker dat je de wensronde ${confirming.jaar} wilt toewijzen? De toegewezen wensen worden als reserveringen geboekt.`
            : undefined
        }
        confirmLabel="Toewijzen"
        busyLabel="Bezig met toewijzen..."
      />
    </CamperSectionsDialog>
  );
}
