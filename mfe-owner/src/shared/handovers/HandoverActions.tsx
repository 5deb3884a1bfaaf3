import type { IsoDate } from '@camperdeel/rules/dates';
import { type HandoverMoment, handoverWindowOpen } from '@camperdeel/rules/handover';
import { Button } from '@camperdeel/ui/components/Button';
import { deferredDialog } from '@camperdeel/ui/components/DeferredDialog';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import type { HandoverLog } from './use-handover-log.ts';

// The handover form (Ark's dialog, file upload and switch, zod and react-hook-form) loads when it is opened.
const HandoverDialog = deferredDialog(
  () => import('./HandoverDialog.tsx').then((module) => module.HandoverDialog),
  (props) => props.open,
  (props) => ({ ...props, open: false }),
);

const NUMBER = new Intl.NumberFormat('nl-NL');

/**
 * Under one of the owner's own reservations: what was recorded, and the buttons for what is still to record. Nothing
 * before the first day, no buttons more than a week after the last (the server refuses both too); the return once
 * the pick-up is in.
 */
export function HandoverActions({
  reservation,
  today,
  log,
}: {
  reservation: { id: string; start_datum: IsoDate; eind_datum: IsoDate; range: string };
  today: IsoDate;
  log: HandoverLog;
}) {
  const [moment, setMoment] = useState<HandoverMoment | null>(null);
  if (today < reservation.start_datum || log.data === undefined) return null;
  const recorded = log.data.overdrachten.filter((o) => o.reservering_id === reservation.id);
  const pickUp = recorded.find((o) => o.moment === 'ophalen');
  const ret = recorded.find((o) => o.moment === 'terugbrengen');
  const open = handoverWindowOpen(today, reservation.start_datum, reservation.eind_datum);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2', alignItems: 'center' })}>
      {pickUp ? (
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Opgehaald: {NUMBER.format(pickUp.km_stand)} km
        </span>
      ) : open ? (
        <Button size="sm" variant="outline" onClick={() => setMoment('ophalen')}>
          Ophalen registreren
        </Button>
      ) : null}
      {ret ? (
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Teruggebracht: {NUMBER.format(ret.km_stand)} km
        </span>
      ) : pickUp && open ? (
        <Button size="sm" variant="outline" onClick={() => setMoment('terugbrengen')}>
          Terugbrengen registreren
        </Button>
      ) : null}
      {moment ? (
        <HandoverDialog
          reservationId={reservation.id}
          range={reservation.range}
          moment={moment}
          open
          onOpenChange={(open) => {
            if (!open) setMoment(null);
          }}
        />
      ) : null}
    </div>
  );
}
