import { useAppWorker } from '@camperdeel/client/app-worker';
import { Button } from '@camperdeel/ui/components/Button';
import { css } from '@camperdeel/ui/styled-system/css';

const bannerStyle = css({ display: 'flex', justifyContent: 'center', px: '4', py: '2', bg: 'bg.muted' });

/**
 * Registers the owner app's service worker and, when a new version waits, offers it: the open page keeps running
 * the version it loaded until the owner chooses to refresh (docs/decisions/0086-installable-owner-app.md).
 */
export function AppUpdateBanner({ userId }: { userId: string }) {
  const { updateReady, update } = useAppWorker(userId);
  if (!updateReady) return null;
  return (
    <div className={bannerStyle}>
      <Button variant="outline" onClick={update}>
        Nieuwe versie — vernieuwen
      </Button>
    </div>
  );
}
