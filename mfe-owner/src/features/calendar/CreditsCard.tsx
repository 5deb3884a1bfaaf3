import { type ApiQueryResult, QueryState } from '@camperdeel/client/QueryState';
import type { CreditRow } from '@camperdeel/rules/credits';
import { SEIZOEN_LABELS } from '@camperdeel/rules/seasons';
import { Badge } from '@camperdeel/ui/components/Badge';
import { Card } from '@camperdeel/ui/components/Card';
import { css } from '@camperdeel/ui/styled-system/css';
import { type CreditSummary, creditSummaries, type SeasonCredits } from './calendar-view.ts';

/**
 * Card 'Reserveringscredits' (docs/product/owner.md#screens-spec-2): this year's and next year's high and low season credits, each as what is
 * left of what was granted ('Hoogseizoen 4 van 6'; the tooltip says 'nog 4 van 6').
 */
export function CreditsCard({
  query,
  years,
}: {
  query: ApiQueryResult<{ credits: CreditRow[] }>;
  years: readonly number[];
}) {
  return (
    <Card title="Reserveringscredits">
      <QueryState query={query} keepDataOnError>
        {(data) => <Summaries summaries={creditSummaries(data.credits, years)} />}
      </QueryState>
    </Card>
  );
}

function Summaries({ summaries }: { summaries: CreditSummary[] }) {
  return (
    <>
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}
      >
        {summaries.map((summary) => (
          <section key={summary.jaar} aria-label={`Credits ${summary.jaar}`}>
            <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{summary.jaar}</h3>
            {'none' in summary ? (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{summary.none}</p>
            ) : (
              <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                <li>
                  <SeasonBadge seizoen="hoogseizoen" credits={summary.hoogseizoen} />
                </li>
                <li>
                  <SeasonBadge seizoen="laagseizoen" credits={summary.laagseizoen} />
                </li>
              </ul>
            )}
          </section>
        ))}
      </div>
      {summaries.some((s) => !('none' in s)) ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '3' })}>
          Per seizoen: wat je nog hebt van wat je is toegekend.
        </p>
      ) : null}
    </>
  );
}

function SeasonBadge({
  seizoen,
  credits,
}: {
  seizoen: 'hoogseizoen' | 'laagseizoen';
  credits: SeasonCredits;
}) {
  return (
    <Badge tone={seizoen} title={`nog ${credits.over} van ${credits.toegekend}`}>
      {SEIZOEN_LABELS[seizoen]} <strong>{credits.over}</strong>{' '}
      <span className={css({ fontWeight: 'normal' })}>van {credits.toegekend}</span>
    </Badge>
  );
}
