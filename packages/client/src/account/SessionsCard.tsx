import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { formatDateTime } from '@camperdeel/rules/format';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { toast } from '@camperdeel/ui/lib/toast';
import { api } from '../api.ts';
import { QueryState } from '../QueryState.tsx';
import { useApiMutation, useApiQuery } from '../queries.ts';
import { request } from '../request.ts';
import { accountKeys, accountQueries } from './account-queries.ts';
import { LOAD_FAILED, accountStyles as styles } from './account-styles.ts';

/** 'Actieve sessies': where the member is signed in, each other device with 'Afmelden'. */
export function SessionsCard() {
  const sessions = useApiQuery(accountQueries.sessions);
  const end = useApiMutation({
    mutationFn: (id: string) => request(() => api.me.sessions[':id'].$delete({ param: { id } })),
    failureTitle: 'Afmelden mislukt',
    invalidates: [accountKeys.sessions],
    onSuccess: () => {
      toast.success({ title: 'Sessie afgemeld' });
    },
  });
  return (
    <Card
      title="Actieve sessies"
      description="Hier ben je ingelogd. Meld een apparaat af dat je niet herkent."
    >
      <QueryState query={sessions} failureTitle={FAILURE_TITLES.load} failureText={LOAD_FAILED}>
        {({ sessies }) => (
          <ul className={styles.list} aria-label="Actieve sessies">
            {sessies.map((sessie) => (
              <li key={sessie.id} className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.strong}>
                    {sessie.apparaat} {sessie.huidige ? <Badge tone="brand">Deze sessie</Badge> : null}
                  </span>
                  <span className={styles.muted}>
                    Ingelogd {formatDateTime(sessie.created_at)}
                    {sessie.laatst_gebruikt
                      ? ` · laatst gebruikt ${formatDateTime(sessie.laatst_gebruikt)}`
                      : ''}
                  </span>
                </div>
                {sessie.huidige ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => end.mutate(sessie.id)}
                    aria-label={`${sessie.apparaat} afmelden`}
                  >
                    Afmelden
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
