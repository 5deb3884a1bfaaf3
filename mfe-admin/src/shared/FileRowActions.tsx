import { download } from '@camperdeel/client/download';
import { IconButton } from '@camperdeel/ui/components/IconButton';
import { css } from '@camperdeel/ui/styled-system/css';
import { Download, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The actions of a stored file's row (documents, invoices): 'Downloaden' first and 'Verwijderen' last, with the tab's
 * own actions (replacing a document) between them.
 */
export function FileRowActions({
  name,
  url,
  onDelete,
  children,
}: {
  /** The file's name as the row shows it, in the buttons' accessible names. */
  name: string;
  url: string;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <IconButton
        label={`${name} downloaden`}
        icon={Download}
        title="Downloaden"
        onClick={() => void download(url)}
      />
      {children}
      <IconButton label={`${name} verwijderen`} icon={Trash2} title="Verwijderen" onClick={onDelete} />
    </div>
  );
}

const styles = { actions: css({ display: 'inline-flex', gap: '0.5', whiteSpace: 'nowrap' }) };
