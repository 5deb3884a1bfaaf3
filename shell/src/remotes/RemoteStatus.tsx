import { Loading } from '@camperdeel/ui/components/Spinner';
import { css } from '@camperdeel/ui/styled-system/css';
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

/** The Dutch fallback for an area whose remote did not load (shared with the areas' own page boundaries). */
export { Unavailable as RemoteUnavailable } from '../../../federation/Unavailable.tsx';
