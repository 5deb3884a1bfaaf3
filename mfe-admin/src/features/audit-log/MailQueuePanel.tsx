import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery } from '@camperdeel/client/queries';
import { queryClient } from '@camperdeel/client/query-client';
import { formatDateTime } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { adminKeys } from '../../shared/queries.ts';
import { auditLogApi } from './audit-log-api.ts';

const LOAD_FAILURE = 'Fout bij laden mailwachtrij';

/** The mail queue at a glance: how many wait, went out or failed for good, and the ones that did not go out yet. */
export function MailQueuePanel() {
  const queue = useApiQuery({
    queryKey: adminKeys.mail,
    queryFn: () => auditLogApi.mail(),
    failureTitle: LOAD_FAILURE,
  });
  const retry = useApiMutation({
    mutationFn: (id: string) => auditLogApi.retryMail(id),
    failureTitle: 'Opnieuw versturen mislukt',
    // The answer is the queue as it now is.
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.mail, answer);
      toast.success({ title: 'Mail opnieuw in de wachtrij' });
    },
  });

  return (
    <Card
      title="Mailwachtrij"
      description="Mails die niet direct verstuurd konden worden, worden later opnieuw geprobeerd."
    >
      <QueryState query={queue} failureTitle={LOAD_FAILURE}>
        {(state) => (
          <div className={styles.stack}>
            <p className={styles.counts}>
              <Badge tone="warning">Wachtend: {state.telling.wachtend}</Badge>
              <Badge tone="success">Verzonden: {state.telling.verzonden}</Badge>
              <Badge tone="danger">Mislukt: {state.telling.mislukt}</Badge>
            </p>
            {state.mails.length === 0 ? (
              <p className={styles.muted}>Alle mails zijn verstuurd.</p>
            ) : (
              <ul className={styles.list} aria-label="Mails die nog niet verstuurd zijn">
                {state.mails.map((mail) => (
                  <li key={mail.id} className={styles.row}>
                    <div className={styles.text}>
                      <span className={styles.strong}>{mail.onderwerp}</span>
                      <span className={styles.muted}>
                        {mail.ontvanger} · {mail.pogingen} poging(en) · {formatDateTime(mail.created_at)}
                      </span>
                      {mail.laatste_fout ? (
                        <span className={styles.muted}>Fout: {mail.laatste_fout}</span>
                      ) : null}
                    </div>
                    {mail.status === 'mislukt' ? (
                      <Button variant="outline" size="sm" onClick={() => retry.mutate(mail.id)}>
                        Opnieuw versturen
                      </Button>
                    ) : (
                      <Badge tone="warning">Wachtend</Badge>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  counts: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' }),
  row: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '3',
    flexWrap: 'wrap',
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', overflowWrap: 'anywhere' }),
  strong: css({ fontWeight: 'semibold', fontSize: 'sm' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
};
