import type { CreditBalance } from '@camperdeel/rules/reservation-plan';
import { SEIZOEN_LABELS } from '@camperdeel/rules/seasons';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Card } from '@camperdeel/ui/components/Card';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import type { Loaded } from '../owner-data/use-load.ts';
import { creditSummaries } from './calendar-view.ts';

/** Card 'Reserveringscredits' (spec §2): this year's and next year's high and low season credits. */
export function CreditsCard({
  state,
  years,
  onRetry,
}: {
  state: Loaded<{ credits: CreditBalance[] }>;
  years: readonly number[];
  onRetry: () => void;
}) {
  return (
    <Card title="Reserveringscredits">
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <ErrorFallback description={state.message} onRetry={onRetry} /> : null}
      {state.status === 'ok' ? (
        <div
          className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}
        >
          {creditSummaries(state.data.credits, years).map((summary) => (
            <section key={summary.jaar} aria-label={`Credits ${summary.jaar}`}>
              <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{summary.jaar}</h3>
              {'none' in summary ? (
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{summary.none}</p>
              ) : (
                <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                  <li>
                    <Badge tone="hoogseizoen">
                      {SEIZOEN_LABELS.hoogseizoen} <strong>{summary.hoogseizoen}</strong>
                    </Badge>
                  </li>
                  <li>
                    <Badge tone="laagseizoen">
                      {SEIZOEN_LABELS.laagseizoen} <strong>{summary.laagseizoen}</strong>
                    </Badge>
                  </li>
                </ul>
              )}
            </section>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
