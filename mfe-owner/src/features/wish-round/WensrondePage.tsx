import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { RoundOutcome } from '@camperdeel/client/RoundOutcome';
import { type OwnerRound, ownerRoundQueries } from '@camperdeel/client/rounds';
import { type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateLong } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { OwnerPage } from '../../shared/OwnerPage.tsx';
import { useOwner } from '../../shared/owner-context.ts';
import { WishesForm } from './WishesForm.tsx';

function AllocatedOutcome({ round }: { round: OwnerRound }) {
  const outcome = useApiQuery(ownerRoundQueries.outcome(round.id));
  const { userId } = useOwner();
  return (
    <QueryState query={outcome} failureTitle={FAILURE_TITLES.load}>
      {(answer) => <RoundOutcome outcome={answer} highlightUserId={userId} />}
    </QueryState>
  );
}

function RoundCard({ round, today }: { round: OwnerRound; today: IsoDate }) {
  const open = round.status === 'open';
  return (
    <Card title={`Wensronde ${round.jaar}`} description={`Sluit op ${formatDateLong(round.sluit_op)}`}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Badge tone={open ? 'info' : 'success'} className={css({ alignSelf: 'start' })}>
          {open ? 'Open' : 'Toegewezen'}
        </Badge>
        {open && today <= round.sluit_op ? <WishesForm round={round} /> : null}
        {open && today > round.sluit_op ? (
          <p className={css({ color: 'fg.muted' })}>De ronde is gesloten; de verdeling volgt.</p>
        ) : null}
        {open ? null : <AllocatedOutcome round={round} />}
      </div>
    </Card>
  );
}

/** /mijn-camper/wensronde: the camper's wish rounds, newest year first, with my wishes or the outcome. */
export function WensrondePage() {
  const rounds = useApiQuery(ownerRoundQueries.rounds);
  const [today] = useState(() => todayInAmsterdam(new Date()));
  return (
    <OwnerPage
      title="Wensronde"
      description="Verdeling van het hoogseizoen: geef je wensen op voor de zomer."
    >
      <QueryState
        query={rounds}
        failureTitle={FAILURE_TITLES.load}
        empty={<p className={css({ color: 'fg.muted' })}>Er is nog geen wensronde voor je camper.</p>}
        isEmpty={(answer) => answer.rondes.length === 0}
      >
        {({ rondes }) =>
          [...rondes]
            .sort((a, b) => b.jaar - a.jaar)
            .map((round) => <RoundCard key={round.id} round={round} today={today} />)
        }
      </QueryState>
    </OwnerPage>
  );
}
