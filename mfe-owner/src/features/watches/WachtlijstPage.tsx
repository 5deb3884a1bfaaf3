import { api } from '@camperdeel/client/api';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { swapKeys, swapQueries, type Watch } from '@camperdeel/client/swaps';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateRange, formatDateTime } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Card } from '@camperdeel/ui/components/Card';
import { ConfirmDialog } from '@camperdeel/ui/components/ConfirmDialog';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { confirmAbout } from '@camperdeel/ui/lib/confirm-about';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { dividedList, listRow } from '../../shared/list-styles.ts';
import { OwnerPage } from '../../shared/OwnerPage.tsx';
import { WatchForm } from './WatchForm.tsx';

function WatchList({ watches }: { watches: Watch[] }) {
  const [removing, setRemoving] = useState<Watch | null>(null);
  const remove = useApiMutation({
    mutationFn: (id: string) => request(() => api.owner.watches[':id'].$delete({ param: { id } })),
    failureTitle: 'Verwijderen mislukt',
    invalidates: [swapKeys.watches],
    onSuccess: () => toast.success({ title: 'Periode verwijderd' }),
  });
  if (watches.length === 0) return <EmptyState title="Je volgt nog geen perioden." icon={<Eye />} />;
  return (
    <>
      <ul className={dividedList} aria-label="Gevolgde perioden">
        {watches.map((w) => {
          const range = formatDateRange(w.start_datum, w.eind_datum);
          return (
            <li key={w.id} className={listRow}>
              <div className={css({ flex: '1', minW: 0 })}>
                <p className={css({ fontWeight: 'medium' })}>{range}</p>
                {w.verteld_op ? (
                  <Badge tone="success">Dagen vrijgekomen ({formatDateTime(w.verteld_op)})</Badge>
                ) : (
                  <Badge tone="info">Wacht op vrije dagen</Badge>
                )}
              </div>
              <IconButton
                label={`Periode ${range} verwijderen`}
                icon={Trash2}
                title="Verwijderen"
                onClick={() => setRemoving(w)}
              />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        {...confirmAbout(
          removing,
          () => setRemoving(null),
          (w) => remove.mutateAsync(w.id).catch(() => undefined),
        )}
        title="Periode niet meer volgen?"
        description={
          removing
            ? `Je krijgt geen melding meer over ${formatDateRange(removing.start_datum, removing.eind_datum)}.`
            : undefined
        }
        confirmLabel="Verwijderen"
        busyLabel="Verwijderen..."
      />
    </>
  );
}

/** /mijn-camper/wachtlijst: follow taken periods and hear once when a day comes free (docs/product/swaps-and-watches.md). */
export function WachtlijstPage() {
  const watches = useApiQuery(swapQueries.watches);
  return (
    <OwnerPage
      title="Wachtlijst"
      description="Volg een bezette periode en hoor het zodra er dagen vrijkomen."
    >
      <Card title="Periode volgen">
        <WatchForm />
      </Card>
      <Card title="Gevolgde perioden">
        <QueryState query={watches} failureTitle={FAILURE_TITLES.load}>
          {({ wachten }) => <WatchList watches={wachten} />}
        </QueryState>
      </Card>
    </OwnerPage>
  );
}
