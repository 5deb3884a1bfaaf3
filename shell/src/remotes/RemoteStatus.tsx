import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

const area = css({ minH: '60dvh', display: 'grid', placeItems: 'center', p: '6' });

/** Shown while a remote loads; appears only after a moment so a fast load does not flash. */
export function RemoteLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return <div className={area}>{visible ? <Loading /> : null}</div>;
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={area}>
      <ErrorFallback
        title="Dit onderdeel is tijdelijk niet beschikbaar"
        description={
          <>
            Probeer het later opnieuw, of ga{' '}
            <Link to="/" className={css({ textDecoration: 'underline' })}>
              terug naar de startpagina
            </Link>
            .
          </>
        }
        onRetry={onRetry}
      />
    </div>
  );
}
