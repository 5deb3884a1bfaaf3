import { api } from '@camperdeel/client/api';
import { ownerKeys, ownerQueries } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { DeferredConfirmDialog } from '@camperdeel/ui/components/DeferredConfirmDialog';
import { Field } from '@camperdeel/ui/components/Field';
import { Input } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';

/**
 * 'Agenda-abonnement': the owner's secret iCalendar link to subscribe to in Google, Apple or Outlook, a copy button,
 * and 'Nieuwe link' (the old link stops working; asked first).
 */
export function CalendarFeedCard() {
  const feed = useApiQuery(ownerQueries.calendarFeed);
  const rotation = useApiMutation({
    mutationFn: () => request(() => api.owner['calendar-feed'].rotate.$post()),
    failureTitle: FAILURE_TITLES.generic,
    invalidates: [ownerKeys.calendarFeed],
    onSuccess: () => {
      toast.success({ title: 'Nieuwe link gemaakt', description: 'De oude link werkt niet meer.' });
    },
  });
  const [confirming, setConfirming] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: 'Link gekopieerd' });
    } catch {
      toast.destructive({ title: 'Kopiëren mislukt', description: 'Selecteer de link en kopieer hem zelf.' });
    }
  }

  /** Rejects on failure (after the toast), so the confirmation stays open. */
  async function rotate() {
    await rotation.mutateAsync();
  }

  return (
    <Card
      title="Agenda-abonnement"
      description="Zet alle reserveringen en blokkades van de camper in je eigen agenda (Google, Apple, Outlook). Deel deze link niet."
    >
      <QueryState query={feed} keepDataOnError>
        {({ url }) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <Field label="Agenda-link" readOnly>
              <Input value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            </Field>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button onClick={() => void copy(url)}>Link kopiëren</Button>
              <Button variant="outline" onClick={() => setConfirming(true)}>
                Nieuwe link
              </Button>
            </div>
          </div>
        )}
      </QueryState>
      <DeferredConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Nieuwe agenda-link maken?"
        description="De huidige link werkt daarna niet meer. Agenda's die hem gebruiken moet je opnieuw abonneren."
        cancelLabel="Annuleren"
        confirmLabel="Nieuwe link"
        busyLabel="Bezig..."
        onConfirm={rotate}
      />
    </Card>
  );
}
