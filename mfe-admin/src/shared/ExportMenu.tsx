import { Button } from '@camperdeel/ui/components/Button';
import { css } from '@camperdeel/ui/styled-system/css';
import { Download } from 'lucide-react';

/** The admin tables that can be exported, by the address of their export (docs/product/exports.md). */
export type ExportPath =
  | '/api/admin/users/export'
  | '/api/admin/invoices/export'
  | '/api/admin/reservations/overview/export'
  | '/api/admin/audit/export';

type ExportMenuProps = {
  path: ExportPath;
  /** The table's current search and filters; empty values are left out. */
  query: Record<string, string | undefined>;
};

/** The files an export comes as, in the order of their links. */
const FORMATS = [
  { formaat: 'csv', label: 'CSV' },
  { formaat: 'xlsx', label: 'Excel' },
] as const;

function hrefOf(path: ExportPath, query: ExportMenuProps['query'], formaat: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value?.trim()) params.set(key, value.trim());
  params.set('formaat', formaat);
  return `${path}?${params.toString()}`;
}

/**
 * "Exporteren" as CSV or Excel with the table's current search: plain links, so the browser saves the file as the
 * server writes it (the server checks the permission and names the file).
 */
export function ExportMenu({ path, query }: ExportMenuProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two links, not a form fieldset
    <div role="group" aria-label="Exporteren" className={styles.group}>
      <span className={styles.label}>Exporteren:</span>
      {FORMATS.map(({ formaat, label }) => (
        <Button key={formaat} asChild variant="outline" size="sm">
          <a href={hrefOf(path, query, formaat)} download>
            <Download aria-hidden="true" />
            {label}
          </a>
        </Button>
      ))}
    </div>
  );
}

const styles = {
  group: css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  label: css({ fontSize: 'sm', color: 'fg.muted' }),
};
