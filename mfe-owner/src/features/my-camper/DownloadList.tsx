import { download } from '@camperdeel/client/download';
import { type ApiQueryResult, QueryState } from '@camperdeel/client/QueryState';
import { Badge } from '@camperdeel/ui/components/Badge';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { css } from '@camperdeel/ui/styled-system/css';
import { Download, FileText } from 'lucide-react';
import { dividedList, listRow } from '../../shared/list-styles.ts';

export type DownloadItem = {
  id: string;
  naam: string;
  detail: string | null;
  url: string;
  /** An invoice's state: 'Betaald' or 'Onbetaald', as the admin sets it. */
  status?: { label: string; tone: 'success' | 'warning' };
};

/** One tab of 'Documenten & Facturen': each file's name (and detail line) with a download button. */
export function DownloadList<T>({
  query,
  toItems,
  emptyText,
}: {
  query: ApiQueryResult<T>;
  toItems: (data: T) => DownloadItem[];
  emptyText: string;
}) {
  return (
    <QueryState query={query} keepDataOnError>
      {(data) => {
        const items = toItems(data);
        return items.length === 0 ? (
          <EmptyState title={emptyText} icon={<FileText />} />
        ) : (
          <Files items={items} />
        );
      }}
    </QueryState>
  );
}

function Files({ items }: { items: DownloadItem[] }) {
  return (
    <ul className={dividedList}>
      {items.map((item) => (
        <li key={item.id} className={listRow}>
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
