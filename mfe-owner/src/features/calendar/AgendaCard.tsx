import type { IsoDate } from '@camperdeel/rules/dates';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Card } from '@camperdeel/ui/components/Card';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { css } from '@camperdeel/ui/styled-system/css';
import { CalendarClock } from 'lucide-react';
import { dividedList } from '../../shared/list-styles.ts';
import { type AgendaBlock, type AgendaReservation, agendaItems } from './agenda-view.ts';

/** 'Agenda' beside the month grid: who has the camper when, without paging through months. */
export function AgendaCard({
  reservations,
  blocks,
  today,
}: {
  reservations: readonly AgendaReservation[];
  blocks: readonly AgendaBlock[];
  today: IsoDate;
}) {
  const items = agendaItems(reservations, blocks, today);
  return (
    <Card title="Agenda" description="Komende reserveringen en blokkades van de camper">
      {items.length === 0 ? (
        <EmptyState title="Er staat nog niets gepland." icon={<CalendarClock />} />
      ) : (
        <ul aria-label="Agenda" className={dividedList}>
          {items.map((item) => (
            <li
              key={item.key}
              className={css({ py: '2', display: 'flex', gap: '3', alignItems: 'baseline' })}
            >
              <div className={css({ flex: '1', minW: 0 })}>
                <p className={css({ fontWeight: 'medium' })}>{item.range}</p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.detail}</p>
              </div>
              {item.kind === 'blokkade' ? (
                <Badge tone="neutral">{item.wie}</Badge>
              ) : (
                <span className={css({ fontSize: 'sm', fontWeight: 'semibold', textAlign: 'right' })}>
                  {item.wie}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
