import { css } from '@camperdeel/ui/styled-system/css';

/**
 * The thin rounded frame around one record in a list (a handover, a block, a wish round, a damage report). Padding
 * and layout stay with each list: `cx(recordFrame, css({ p: '3' }))`.
 */
export const recordFrame = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md' });
