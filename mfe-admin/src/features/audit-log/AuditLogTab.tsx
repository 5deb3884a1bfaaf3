import { useSchemaForm } from '@camperdeel/client/schema-form';
import { formatDateTime } from '@camperdeel/rules/format';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { Select } from '@camperdeel/ui/components/Select';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { css } from '@camperdeel/ui/styled-system/css';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ListTab } from '../../shared/ListTab.tsx';
import { usePagedList } from '../../shared/PagedTable.tsx';
import { adminKeys } from '../../shared/queries.ts';
import {
  type AuditEvent,
  type AuditFilters,
  auditFiltersSchema,
  auditLogApi,
  auditQuery,
  KIND_OPTIONS,
  targetLink,
} from './audit-log-api.ts';
import { MailQueuePanel } from './MailQueuePanel.tsx';

const EMPTY: AuditFilters = { actor: '', soort: '', van: '', tot: '' };

/** The sentence, with the target's name as a link to the admin tab where it lives (when there is one). */
function EventText({ event }: { event: AuditEvent }) {
  const navigate = useNavigate();
  const link = targetLink(event);
  return (
    <span className={styles.sentence}>
      {event.omschrijving}
      {link ? (
        <a
          className={styles.link}
          href={link.href}
          onClick={(click) => {
            // A plain click stays in the app (the tab changes, nothing reloads); a new tab or window opens as usual.
            if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
              return;
            click.preventDefault();
            void navigate({ href: link.href });
          }}
        >
          {link.label}
        </a>
      ) : null}
    </span>
  );
}

// Text only, never HTML: the server already made every name printable.
const columns: TableColumn<AuditEvent>[] = [
  { key: 'wat', header: 'Wat', cell: (e) => <EventText event={e} /> },
  {
    key: 'wanneer',
    header: 'Wanneer',
    cell: (e) => <span className={styles.nowrap}>{formatDateTime(e.created_at)}</span>,
  },
  { key: 'wie', header: 'Wie', cell: (e) => e.actor_naam ?? 'Onbekend' },
];

/** /admin/dashboard/logboek: who did what and when (append-only), with filters, and the mail queue's state. */
export function AuditLogTab() {
  const [applied, setApplied] = useState<Record<string, string>>({});
  // A refused filter (400) keeps the rows of the last good one on screen; the toast says why.
  const audit = usePagedList(
    adminKeys.audit(applied),
    (page) => auditLogApi.audit({ ...applied, ...page }),
    'Fout bij laden logboek',
  );
  const { register, handleSubmit, reset, setValue, watch } = useSchemaForm({
    schema: auditFiltersSchema,
    defaultValues: EMPTY,
  });
  const soort = watch('soort');

  return (
    <ListTab
      title="Logboek"
      description="Wie deed wat en wanneer: elke wijziging door een admin en elke beveiligingsgebeurtenis."
      filters={
        <form
          className={styles.filters}
          onSubmit={handleSubmit((filters) => setApplied(auditQuery(filters)))}
          aria-label="Filters"
        >
          <InputField label="Wie" placeholder="Naam of e-mailadres" {...register('actor')} />
          <Select
            label="Soort"
            options={KIND_OPTIONS}
            value={soort}
            onValueChange={(value) => setValue('soort', value)}
          />
          <InputField label="Van" type="date" {...register('van')} />
          <InputField label="Tot en met" type="date" {...register('tot')} />
          <div className={styles.buttons}>
            <Button type="submit">Filteren</Button>
            <Button
              variant="ghost"
              onClick={() => {
                reset(EMPTY);
                setApplied({});
              }}
            >
              Wissen
            </Button>
          </div>
        </form>
      }
      exportOf={{ path: '/api/admin/audit/export', filters: applied }}
      list={audit}
      rowsOf={(page) => page.gebeurtenissen}
      noun={['gebeurtenis', 'gebeurtenissen']}
      columns={columns}
      rowKey={(e) => String(e.id)}
      search={{ label: 'Zoek in logboek', placeholder: 'Zoek op wie, soort, naam of factuurnummer' }}
    >
      <MailQueuePanel />
    </ListTab>
  );
}

const styles = {
  filters: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
    alignItems: 'end',
  }),
  buttons: css({ display: 'flex', gap: '2', gridColumn: { md: 'span 4' } }),
  sentence: css({ display: 'flex', flexDirection: 'column', gap: '0.5', overflowWrap: 'anywhere' }),
  link: css({ fontSize: 'sm', color: 'brand.text', textDecoration: 'underline', w: 'fit-content' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};
