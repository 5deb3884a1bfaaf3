import { css } from '@camperdeel/ui/styled-system/css';
import type { ReactNode } from 'react';

/** A table cell that names a row and says one more thing under it in small muted text (an e-mail, a model). */
export function TitledCell({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <span className={styles.stack}>
      <span className={styles.title}>{title}</span>
      <span className={styles.detail}>{detail}</span>
    </span>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column' }),
  title: css({ fontWeight: 'medium' }),
  detail: css({ fontSize: 'sm', color: 'fg.muted' }),
};
