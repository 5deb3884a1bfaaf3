import { formatDateRange } from '@camperdeel/rules/format';
import { Table, type TableColumn } from '@camperdeel/ui/components/Table';
import { css } from '@camperdeel/ui/styled-system/css';
import type { RoundOutcomeAnswer } from './rounds.ts';

type Place = RoundOutcomeAnswer['loting'][number];
type Allocation = RoundOutcomeAnswer['toewijzingen'][number];

/** The outcome of a wish in words, as owners and admins read it. */
export const WISH_OUTCOME_LABELS: Record<Allocation['reden'], string> = {
  toegewezen: 'toegewezen',
  bezet: 'bezet',
  onvoldoende_credits: 'onvoldoende credits',
  te_lang: 'te lang',
};

const mine = css({ fontWeight: 'semibold', bg: 'brand.subtle' });

/**
 * The draw and every wish with its outcome of an allocated round (docs/decisions/0076-wish-rounds.md), shared by the
 * owner's page and the admin's dialog; `highlightUserId` marks the reader's own rows.
 */
export function RoundOutcome({
  outcome,
  highlightUserId,
}: {
  outcome: RoundOutcomeAnswer;
  highlightUserId?: string;
}) {
  const names = new Map(outcome.loting.map((p) => [p.user_id, p.naam]));
  const own = (userId: string) => (userId === highlightUserId ? mine : undefined);
  const placeColumns: TableColumn<Place>[] = [
    { key: 'beurt', header: 'Beurt', cell: (p) => <span className={own(p.user_id)}>{p.beurt}</span> },
    { key: 'naam', header: 'Naam', cell: (p) => <span className={own(p.user_id)}>{p.naam}</span> },
    {
      key: 'hoogseizoen',
      header: 'Hoogseizoendagen gebruikt',
      cell: (p) => <span className={own(p.user_id)}>{p.hoogseizoen_gebruikt}</span>,
    },
    {
      key: 'lotnummer',
      header: 'Lotnummer',
      cell: (p) => <span className={own(p.user_id)}>{p.lotnummer}</span>,
    },
  ];
  const wishColumns: TableColumn<Allocation>[] = [
    {
      key: 'naam',
      header: 'Naam',
      cell: (a) => <span className={own(a.user_id)}>{names.get(a.user_id) ?? ''}</span>,
    },
    { key: 'rang', header: 'Wens', cell: (a) => <span className={own(a.user_id)}>{a.rang}</span> },
    {
      key: 'periode',
      header: 'Periode',
      cell: (a) => <span className={own(a.user_id)}>{formatDateRange(a.start_datum, a.eind_datum)}</span>,
    },
    {
      key: 'uitkomst',
      header: 'Uitkomst',
      cell: (a) => <span className={own(a.user_id)}>{WISH_OUTCOME_LABELS[a.reden]}</span>,
    },
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Table
        caption={`Loting ${outcome.ronde.jaar}`}
        showCaption
        columns={placeColumns}
        rows={outcome.loting}
        rowKey={(p) => p.user_id}
        emptyText="Geen deelnemers."
      />
      <Table
        caption={`Wensen ${outcome.ronde.jaar}`}
        showCaption
        columns={wishColumns}
        rows={outcome.toewijzingen}
        rowKey={(a) => `${a.user_id}-${a.rang}`}
        emptyText="Geen wensen opgegeven."
      />
    </div>
  );
}
