import { MorePages } from '@camperdeel/client/MorePages';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation } from '@camperdeel/client/queries';
import { formatDateTime } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { SearchField } from '@camperdeel/ui/components/SearchField';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { usePagedList } from '../../shared/PagedTable.tsx';
import { adminKeys } from '../../shared/queries.ts';
import { auditLogApi } from './audit-log-api.ts';

const LOAD_FAILURE = 'Fout bij laden mailwachtrij';
const EMPTY_QUEUE = { telling: { wachtend: 0, verzonden: 0, mislukt: 0 } };

/** The mail queue at a glance: how many wait, went out or failed for good, and the ones that did not go out yet. */
export function MailQueuePanel() {
  const {
    pages: queue,
    zoek,
    setZoek,
  } = usePagedList(adminKeys.mail, (page) => auditLogApi.mail(page), LOAD_FAILURE);
  const retry = useApiMutation({
    mutationFn: (id: string) => auditLogApi.retryMail(id),
    failureTitle: 'Opnieuw versturen mislukt',
    // Every loaded page may hold the retried mail: they are asked again.
    invalidates: [adminKeys.mail],
    onSuccess: () => toast.success({ title: 'Mail opnieuw in de wachtrij' }),
  });

  return (
    <Card
      title="Mailwachtrij"
      description="Mails die niet direct verstuurd konden worden, worden later opnieuw geprobeerd."
    >
      <SearchField
        label="Zoek mail"
        placeholder="Zoek op ontvanger of onderwerp"
        value={zoek}
        onValueChange={setZoek}
        settles
      />
      <QueryState query={queue} failureTitle={LOAD_FAILURE}>
        {(state) => {
          const { telling } = state.pages[0] ?? EMPTY_QUEUE;
          const mails = state.pages.flatMap((page) => page.mails);
          return (
            <div className={styles.stack}>
              <p className={styles.counts}>
                <Badge tone="warning">Wachtend: {telling.wachtend}</Badge>
                <Badge tone="success">Verzonden: {telling.verzonden}</Badge>
                <Badge tone="danger">Mislukt: {telling.mislukt}</Badge>
              </p>
              {mails.length === 0 ? (
                <p className={styles.muted}>
                  {zoek ? `Geen mails gevonden voor "${zoek}"` : 'Alle mails zijn verstuurd.'}
                </p>
              ) : (
                <ul className={styles.list} aria-label="Mails die nog niet verstuurd zijn">
                  {mails.map((mail) => (
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
              {mails.length > 0 ? (
                <MorePages pages={queue} shown={mails.length} noun={['mail', 'mails']} />
              ) : null}
            </div>
          );
        }}
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
