import { css } from '@camperdeel/ui/styled-system/css';
import { button } from '@camperdeel/ui/styled-system/recipes';
import { useEffect, useState } from 'react';

const centered = css({
  minH: '60dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  p: '6',
  textAlign: 'center',
});

/** Shown while a remote loads; appears only after a moment so a fast load does not flash. */
export function RemoteLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={centered} aria-busy="true">
      {visible ? <p className={css({ color: 'fg.muted' })}>Laden...</p> : null}
    </div>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={centered} role="alert">
      <p className={css({ textStyle: 'h2' })}>Dit onderdeel is tijdelijk niet beschikbaar</p>
      <button type="button" className={button({ variant: 'outline' })} onClick={onRetry}>
        Opnieuw proberen
      </button>
    </div>
  );
}
