import { ownerQueries } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { visibleCreditYears } from '@camperdeel/rules/credits';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Card } from '@camperdeel/ui/components/Card';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { useMemo, useRef } from 'react';
import { HandoverActions } from '../../shared/handovers/HandoverActions.tsx';
import { useHandoverLog } from '../../shared/handovers/use-handover-log.ts';
import { AgendaCard } from './AgendaCard.tsx';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { CreditHistoryCard } from './CreditHistoryCard.tsx';
import { CreditsCard } from './CreditsCard.tsx';
import { ownerSwatches, ownReservationRows } from './calendar-view.ts';
import { ReservationCalendar } from './ReservationCalendar.tsx';
import { ReservationsCard } from './ReservationsCard.tsx';
import { UsageCard } from './UsageCard.tsx';
import { useFocusAfterWrite } from './use-focus-after-write.ts';
import { useReservations } from './use-reservations.ts';

/** /mijn-camper/kalender (docs/product/owner.md#screens-spec-2): credits, the reservation calendar and the owner's own reservations. */
export function KalenderPage() {
  const camper = useApiQuery(ownerQueries.camper);
  const booking = useReservations();
  const { today, credits, reservations, blocks, reserve, reserving, remove } = booking;
  const handovers = useHandoverLog();
  const owners = camper.data?.eigenaars ?? null;
  const list = reservations.data?.reserveringen ?? null;
  const swatches = useMemo(() => ownerSwatches(owners ?? [], list ?? []), [owners, list]);
  const pageRef = useRef<HTMLDivElement>(null);
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
          <QueryState query={reservations} failureTitle={FAILURE_TITLES.loadReservations} keepDataOnError>
            {(data) => (
              <ReservationCalendar
                today={today}
                reservations={data.reserveringen}
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
              />
            )}
          </QueryState>
        </Card>
        {list ? <AgendaCard reservations={list} blocks={blocks} today={today} /> : null}
      </div>
      {list ? (
        <ReservationsCard
          rows={ownReservationRows(list, today)}
          onDelete={remove}
          actions={(row) => <HandoverActions reservation={row} today={today} log={handovers} />}
        />
      ) : null}
      <UsageCard thisYear={Number(today.slice(0, 4))} />
      <CreditHistoryCard />
      <CalendarFeedCard />
    </div>
  );
}
