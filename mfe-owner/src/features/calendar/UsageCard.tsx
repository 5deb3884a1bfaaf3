import { ownerQueries, type UsageRow } from '@camperdeel/client/owner-queries';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { useId, useState } from 'react';

const BAR_HEIGHT = 22;
const ROW_GAP = 14;
const LABEL_WIDTH = 110;
const CHART_WIDTH = 360;

/** Text for one co-owner, used both under the chart and as the chart's accessible description. */
export function usageSentence(row: UsageRow): string {
  const total = row.dagen_hoogseizoen + row.dagen_laagseizoen;
  return `${row.naam}: ${total} ${total === 1 ? 'dag' : 'dagen'} (${row.dagen_hoogseizoen} hoogseizoen, ${row.dagen_laagseizoen} laagseizoen)`;
}

/** A small stacked bar per co-owner: high season (warm) then low season (cool), on one shared scale. */
function UsageChart({ rows, jaar }: { rows: readonly UsageRow[]; jaar: number }) {
  const descriptionId = useId();
  const max = Math.max(1, ...rows.map((r) => r.dagen_hoogseizoen + r.dagen_laagseizoen));
  const scale = (CHART_WIDTH - LABEL_WIDTH - 40) / max;
  const height = rows.length * (BAR_HEIGHT + ROW_GAP);
  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <svg
        role="img"
        aria-label={`Gebruik per mede-eigenaar in ${jaar}`}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        className={css({ w: 'full', maxW: '480px', h: 'auto' })}
      >
        {rows.map((row, i) => {
          const y = i * (BAR_HEIGHT + ROW_GAP);
          const high = row.dagen_hoogseizoen * scale;
          const low = row.dagen_laagseizoen * scale;
          return (
            <g key={row.user_id}>
              <text x={0} y={y + BAR_HEIGHT * 0.7} className={css({ fontSize: '12px', fill: 'fg.default' })}>
                {row.naam.length > 14 ? `${row.naam.slice(0, 13)}…` : row.naam}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={high}
                height={BAR_HEIGHT}
                rx={3}
                className={css({ fill: 'ember.500' })}
              />
              <rect
                x={LABEL_WIDTH + high}
                y={y}
                width={low}
                height={BAR_HEIGHT}
                rx={3}
                className={css({ fill: 'sky.500' })}
              />
              <text
                x={LABEL_WIDTH + high + low + 6}
                y={y + BAR_HEIGHT * 0.7}
                className={css({ fontSize: '12px', fill: 'fg.muted' })}
              >
                {row.dagen_hoogseizoen + row.dagen_laagseizoen}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={css({ display: 'flex', gap: '4', fontSize: 'xs', color: 'fg.muted' })}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <span aria-hidden="true" className={css({ w: '3', h: '3', borderRadius: 'xs', bg: 'ember.500' })} />
          Hoogseizoen
        </span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <span aria-hidden="true" className={css({ w: '3', h: '3', borderRadius: 'xs', bg: 'sky.500' })} />
          Laagseizoen
        </span>
      </figcaption>
      <ul id={descriptionId} className={css({ fontSize: 'sm', color: 'fg.muted', listStyle: 'none' })}>
        {rows.map((row) => (
          <li key={row.user_id}>{usageSentence(row)}</li>
        ))}
      </ul>
    </figure>
  );
}

/** 'Gebruik per eigenaar': per year, the days each co-owner used or booked, split high/low (GET /api/owner/usage). */
export function UsageCard({ thisYear }: { thisYear: number }) {
  const years = [thisYear - 1, thisYear, thisYear + 1];
  const [jaar, setJaar] = useState(thisYear);
  const usage = useApiQuery(ownerQueries.usage(jaar));
  return (
    <Card title="Gebruik per eigenaar" description="Gereserveerde en gebruikte dagen per jaar">
      <fieldset className={css({ display: 'flex', gap: '2', mb: '3', border: 'none', p: 0, m: 0 })}>
        <legend className={css({ srOnly: true })}>Jaar</legend>
        {years.map((y) => (
          <Button
            key={y}
            size="sm"
            variant={y === jaar ? 'solid' : 'outline'}
            aria-pressed={y === jaar}
            onClick={() => setJaar(y)}
          >
            {y}
          </Button>
        ))}
      </fieldset>
      <QueryState query={usage} failureTitle={FAILURE_TITLES.load} keepDataOnError>
        {(data) => <UsageChart rows={data.gebruik} jaar={jaar} />}
      </QueryState>
    </Card>
  );
}
