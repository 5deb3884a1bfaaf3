import { ownerQueries } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { visibleCreditYears } from '@camperdeel/rules/credits';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { deferredDialog } from '@camperdeel/ui/components/DeferredDialog';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { useMemo, useRef, useState } from 'react';
import { HandoverActions } from '../../shared/handovers/HandoverActions.tsx';
import { useHandoverLog } from '../../shared/handovers/use-handover-log.ts';
import type { Offerable } from '../../shared/OfferReservationDialog.tsx';
import { AgendaCard } from './AgendaCard.tsx';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { CreditHistoryCard } from './CreditHistoryCard.tsx';
import { CreditsCard } from './CreditsCard.tsx';
import { type CalendarReservation, ownerSwatches, ownReservationRows } from './calendar-view.ts';
import { ReservationCalendar } from './ReservationCalendar.tsx';
import { ReservationsCard } from './ReservationsCard.tsx';
import { UsageCard } from './UsageCard.tsx';
import { useFocusAfterWrite } from './use-focus-after-write.ts';
import { useOfferable } from './use-offerable.ts';
import { useReservations } from './use-reservations.ts';

const NO_RESERVATIONS: readonly CalendarReservation[] = [];

// Like the page's other dialogs, the offer dialog loads when it is first opened.
const OfferReservationDialog = deferredDialog(
  () => import('../../shared/OfferReservationDialog.tsx').then((module) => module.OfferReservationDialog),
  (props) => props.reservation !== null,
  (props) => ({ ...props, reservation: null }),
);

/** /mijn-camper/kalender (docs/product/owner.md#screens-spec-2): credits, the reservation calendar and the owner's own reservations. */
export function KalenderPage() {
  const camper = useApiQuery(ownerQueries.camper);
  const booking = useReservations();
  const { today, credits, reservations, blocks, reserve, reserving, remove } = booking;
  const handovers = useHandoverLog();
  const owners = camper.data?.eigenaars ?? null;
  const list = reservations.data?.reserveringen ?? null;
  const swatches = useMemo(() => ownerSwatches(owners ?? [], list ?? []), [owners, list]);
  const offerable = useOfferable(list, today);
  const [offering, setOffering] = useState<Offerable | null>(null);
  // The one offering is the holder: everyone else on the camper may take the trip over.
  const holder = list?.find((r) => r.id === offering?.id)?.user_id;
  const pageRef = useRef<HTMLDivElement>(null);
  // One element type in one place, loading or loaded: the month the owner paged to stays when the data comes.
  const calendar = (shown: readonly CalendarReservation[], loading: boolean) => (
    <ReservationCalendar
      today={today}
      reservations={shown}
      blocks={blocks}
      swatches={swatches}
      openRoundYears={booking.openRoundYears}
      selection={booking.selection}
      mode={booking.mode}
      onModeChange={booking.changeMode}
      periodStart={booking.periodStart}
      notice={booking.notice}
      summary={booking.summary}
      onToggle={booking.toggle}
      onReserve={reserve}
      reserving={reserving}
      loading={loading}
    />
  );
  useFocusAfterWrite(pageRef, booking.focusTarget, list, booking.focusDone);

  return (
    <div ref={pageRef} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title="Kalender" />
      <CreditsCard query={credits} years={visibleCreditYears(today)} />
      <div
        className={css({
          display: 'grid',
          gap: '6',
          // The owner area is one narrow column at every width: the agenda sits right under the month grid.
          gridTemplateColumns: '1fr',
          alignItems: 'start',
        })}
      >
        {/* No clipping here: the reserve button inside is sticky, and an overflow box would pin it to the card. */}
        <Card aria-label="Reserveren" className={css({ overflow: 'visible' })}>
          <QueryState
            query={reservations}
            failureTitle={FAILURE_TITLES.loadReservations}
            keepDataOnError
            loading={calendar(NO_RESERVATIONS, true)}
          >
            {(data) => calendar(data.reserveringen, false)}
          </QueryState>
        </Card>
        {list ? <AgendaCard reservations={list} blocks={blocks} today={today} /> : null}
      </div>
      {list ? (
        <ReservationsCard
          rows={ownReservationRows(list, today)}
          onDelete={remove}
          actions={(row) => (
            <>
              <HandoverActions reservation={row} today={today} log={handovers} />
              {offerable.has(row.id) ? (
                <div className={css({ mt: '2' })}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Aanbieden: ${row.range}`}
                    onClick={() => setOffering(row)}
                  >
                    Aanbieden
                  </Button>
                </div>
              ) : null}
            </>
          )}
        />
      ) : null}
      <OfferReservationDialog
        reservation={offering}
        coOwners={(owners ?? []).filter((o) => o.user_id !== holder)}
        onClose={() => setOffering(null)}
        // The offered reservation loses its button: its row keeps the focus.
        focusAfterOffer={(id) =>
          pageRef.current?.querySelector<HTMLElement>(`[data-reservation-id="${CSS.escape(id)}"]`) ?? null
        }
      />
      <UsageCard thisYear={Number(today.slice(0, 4))} />
      <CreditHistoryCard />
      <CalendarFeedCard />
    </div>
  );
}
