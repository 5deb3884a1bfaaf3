import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { formatDateShort, formatEuro } from '@camperdeel/rules/format';
import type { InvoiceGenerateAnswer } from '@camperdeel/rules/schemas/club-office';
import { isMaand } from '@camperdeel/rules/service-invoices';
import { Button } from '@camperdeel/ui/components/Button';
import { Dialog } from '@camperdeel/ui/components/Dialog';
import { InputField } from '@camperdeel/ui/components/Input';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { adminKeys } from '../../shared/queries.ts';
import { currentMonth, generateInvoices, generateSummary } from './generate-month.ts';

function AnswerList({ answer }: { answer: InvoiceGenerateAnswer }) {
  return (
    <div className={styles.answer}>
      <p role="status">{generateSummary(answer)}</p>
      {answer.facturen.length > 0 ? (
        <ul aria-label={answer.dry_run ? 'Te maken facturen' : 'Gemaakte facturen'} className={styles.list}>
          {answer.facturen.map((f) => (
            <li key={`${f.user_id}/${f.camper_id}`} className={styles.row}>
              <span className={styles.name}>
                {f.naam} · {f.camper_naam}
              </span>
              <span className={styles.muted}>
                {f.factuur_nummer ?? 'nummer volgt'} · {formatEuro(f.bedrag_centen / 100)} · vervalt{' '}
                {formatDateShort(f.vervaldatum)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {answer.overgeslagen.length > 0 ? (
        <ul aria-label="Overgeslagen" className={styles.list}>
          {answer.overgeslagen.map((s) => (
            <li key={`${s.user_id}/${s.camper_id}`} className={styles.row}>
              <span className={styles.name}>
                {s.naam} · {s.camper_naam}
              </span>
              <span className={styles.muted}>{s.reden}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * 'Facturen maken' (docs/product/club-office.md#service-fee-invoices): pick a month, 'Proefdraai' lists what would be
 * made, 'Maken' makes it. Maken waits for a dry run of the month shown, so nobody makes a month unseen.
 */
export function GenerateInvoicesDialog({ onClose }: { onClose: () => void }) {
  const [maand, setMaand] = useState(() => currentMonth(new Date()));
  const [answer, setAnswer] = useState<InvoiceGenerateAnswer | null>(null);
  const generating = useApiMutation({
    mutationFn: (dryRun: boolean) => request(() => generateInvoices(maand, dryRun)),
    failureTitle: 'Facturen maken mislukt',
    invalidates: [adminKeys.invoices],
    onSuccess: (result) => {
      setAnswer(result);
      if (!result.dry_run) toast.success({ title: 'Facturen gemaakt', description: generateSummary(result) });
    },
  });
  const busy = generating.isPending;
  const valid = isMaand(maand);
  const previewed = answer?.dry_run === true && answer.facturen[0]?.maand === maand;
  const done = answer !== null && !answer.dry_run;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      title="Facturen maken"
      description="Eén servicefactuur per eigenaar voor de gekozen maand, met een vervaldatum 14 dagen na vandaag."
      dismissible={!busy}
      footer={
        done ? (
          <Button onClick={onClose}>Klaar</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Annuleren
            </Button>
            <Button variant="outline" onClick={() => generating.mutate(true)} disabled={!valid || busy}>
              Proefdraai
            </Button>
            <Button
              onClick={() => generating.mutate(false)}
              busy={busy && generating.variables === false}
              busyLabel="Bezig met maken..."
              disabled={!previewed || busy}
            >
              Maken
            </Button>
          </>
        )
      }
    >
      <div className={styles.body}>
        <InputField
          label="Maand"
          type="month"
          required
          value={maand}
          disabled={done}
          hint="jjjj-mm"
          error={valid ? undefined : 'Kies een maand'}
          onChange={(event) => {
            setMaand(event.currentTarget.value);
            setAnswer(null);
          }}
        />
        {answer ? <AnswerList answer={answer} /> : null}
      </div>
    </Dialog>
  );
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  answer: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  row: css({
    display: 'flex',
    flexDirection: 'column',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    _last: { borderBottomWidth: '0' },
  }),
  name: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
};
