import { useOfflineSince } from '@camperdeel/client/offline';
import { formatDateTime } from '@camperdeel/rules/format';
import { css } from '@camperdeel/ui/styled-system/css';

const noticeStyle = css({
  bg: 'bg.muted',
  color: 'fg.default',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  px: '4',
  py: '2',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
});

/** While the page shows answers the device kept, it says so and from when (docs/product/on-the-road.md). */
export function OfflineNotice() {
  const since = useOfflineSince();
  if (since === null) return null;
  return (
    <p role="status" className={noticeStyle}>
      Offline — gegevens van {formatDateTime(since)}
    </p>
  );
}
