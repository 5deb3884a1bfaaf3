import { useSchemaForm } from '@camperdeel/client/schema-form';
import { formatDateTime } from '@camperdeel/rules/format';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import type { TableColumn } from '@camperdeel/ui/components/Table';
import { css } from '@camperdeel/ui/styled-system/css';
import { useState } from 'react';
import { PagedTable, usePagedList } from '../../shared/PagedTable.tsx';
import { pageLayout } from '../../shared/page-layout.ts';
import { adminKeys } from '../../shared/queries.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import {
  type AuditEvent,
  type AuditFilters,
  auditFiltersSchema,
  auditLogApi,
  auditQuery,
} from './audit-log-api.ts';
import { MailQueuePanel } from './MailQueuePanel.tsx';

const EMPTY: AuditFilters = { actor: '', soort: '', van: '', tot: '' };

/** Details as one readable line (the server already removed secrets). */
function detailsText(details: unknown): string {
  if (typeof details !== 'object' || details === null || Object.keys(details).length === 0) return '';
  return JSON.stringify(details);
}

const columns: TableColumn<AuditEvent>[] = [
  { key: 'tijd', header: 'Tijd', cell: (e) => formatDateTime(e.created_at) },
  { key: 'wie', header: 'Wie', cell: (e) => e.actor_naam ?? e.actor_id ?? 'Onbekend' },
  { key: 'soort', header: 'Soort', cell: (e) => <code className={styles.code}>{e.soort}</code> },
  { key: 'doel', header: 'Doel', cell: (e) => <span className={styles.wrap}>{e.doel ?? ''}</span> },
  {
    key: 'details',
    header: 'Details',
    cell: (e) => <span className={styles.details}>{detailsText(e.details)}</span>,
  },
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
  const { register, handleSubmit, reset } = useSchemaForm({
    schema: auditFiltersSchema,
    defaultValues: EMPTY,
  });

  return (
    <section className={pageLayout}>
      <PageHeader
        title="Logboek"
        description="Elke wijziging door een admin en elke beveiligingsgebeurtenis."
      />
      <form
        className={styles.filters}
        onSubmit={handleSubmit((filters) => setApplied(auditQuery(filters)))}
        aria-label="Filters"
      >
        <InputField label="Wie (naam of id)" {...register('actor')} />
        <InputField label="Soort" placeholder="bijv. login_mislukt of POST" {...register('soort')} />
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
      <ExportMenu path="/api/admin/audit/export" query={{ ...applied, zoek: audit.zoek }} />
      <PagedTable
        list={audit}
        rowsOf={(page) => page.gebeurtenissen}
        noun={['gebeurtenis', 'gebeurtenissen']}
        caption="Logboek"
        columns={columns}
        rowKey={(e) => String(e.id)}
        emptyText="Geen gebeurtenissen gevonden"
        search={{
          label: 'Zoek in logboek',
          placeholder: 'Zoek op wie, soort of doel',
          emptyText: (q) => `Geen gebeurtenissen gevonden voor "${q.trim()}"`,
        }}
      />
      <MailQueuePanel />
    </section>
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
  code: css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' }),
  wrap: css({ fontSize: 'xs', overflowWrap: 'anywhere' }),
  details: css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere', display: 'block', maxW: '80' }),
};
