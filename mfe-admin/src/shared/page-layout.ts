import { css } from '@camperdeel/ui/styled-system/css';

/** An admin tab's page: header, table and cards stacked with the same space between them. */
export const pageLayout = css({ display: 'flex', flexDirection: 'column', gap: '6' });
