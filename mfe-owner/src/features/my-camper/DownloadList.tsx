import { download } from '@camperdeel/client/download';
import { Badge } from '@camperdeel/ui/components/Badge';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { Download, FileText } from 'lucide-react';
import type { Loaded } from '../../shared/use-loaded.ts';

export type DownloadItem = {
  id: string;
  naam: string;
  detail: string | null;
  url: string;
  /** An invoice's state: 'Betaald' or 'Onbetaald', as the admin sets it. */
  status?: { label: string; tone: 'success' | 'warning' };
};

/** One tab of 'Documenten & Facturen': each file's name (and detail line) with a download button. */
export function DownloadList({
  state,
  emptyText,
  onRetry,
}: {
  state: Loaded<DownloadItem[]>;
  emptyText: string;
  onRetry: () => void;
}) {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorFallback description={state.message} onRetry={onRetry} />;
  if (state.data.length === 0) return <EmptyState title={emptyText} icon={<FileText />} />;
  return (
    <ul
      className={css({
        display: 'flex',
        flexDirection: 'column',
        divideY: '1px',
        divideColor: 'border.default',
      })}
    >
      {state.data.map((item) => (
        <li key={item.id} className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '2.5' })}>
          <FileText aria-hidden="true" className={css({ color: 'fg.subtle', flexShrink: 0 })} />
          <div className={css({ flex: '1', minW: 0 })}>
            <p className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{item.naam}</p>
            {item.detail ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.detail}</p> : null}
          </div>
          {item.status ? <Badge tone={item.status.tone}>{item.status.label}</Badge> : null}
          <IconButton
            label={`${item.naam} downloaden`}
            icon={Download}
            variant="outline"
            title="Downloaden"
            onClick={() => void download(item.url)}
          />
        </li>
      ))}
    </ul>
  );
}
