import { formatDateTime } from '@camperdeel/rules/format';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { Table, type TableColumn } from '@camperdeel/ui/components/Table';
import { css } from '@camperdeel/ui/styled-system/css';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ListState } from '../admin-data/ListState.tsx';
import { showFailure } from '../admin-data/request.ts';
import { type AuditEvent, type AuditFilters, logboekApi } from './logboek-api.ts';
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
export function LogboekTab() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (applied: AuditFilters) => {
    const result = await logboekApi.audit(applied);
    if (result.ok) {
      setFailed(false);
      setEvents(result.data.gebeurtenissen);
      return;
    }
    showFailure(result.body, 'Fout bij laden logboek');
    if (result.status !== 400) setFailed(true);
  }, []);

  useEffect(() => {
    void load(EMPTY);
  }, [load]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void load(filters);
  }

  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: e.target.value }));

  return (
    <section className={styles.page}>
      <PageHeader
        title="Logboek"
        description="Elke wijziging door een admin en elke beveiligingsgebeurtenis."
      />
      <form className={styles.filters} onSubmit={submit} aria-label="Filters">
        <InputField label="Wie (naam of id)" value={filters.actor} onChange={set('actor')} />
        <InputField
          label="Soort"
          placeholder="bijv. login_mislukt of POST"
          value={filters.soort}
          onChange={set('soort')}
        />
        <InputField label="Van" type="date" value={filters.van} onChange={set('van')} />
        <InputField label="Tot en met" type="date" value={filters.tot} onChange={set('tot')} />
        <div className={styles.buttons}>
          <Button type="submit">Filteren</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setFilters(EMPTY);
              void load(EMPTY);
            }}
          >
            Wissen
          </Button>
        </div>
      </form>
      <ListState data={events} failed={failed} onRetry={() => void load(filters)}>
        {(rows) => (
          <Table
            caption="Logboek"
            columns={columns}
            rows={rows}
            rowKey={(e) => String(e.id)}
            emptyText="Geen gebeurtenissen gevonden"
          />
        )}
      </ListState>
      <MailQueuePanel />
    </section>
  );
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
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
