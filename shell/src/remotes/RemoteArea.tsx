import { startTransition, useEffect, useState } from 'react';
import { NotFound } from '../not-found/NotFound.tsx';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
import { type AreaComponent, loadArea, loadedArea } from './load-area.ts';
import { RemoteLoading, RemoteUnavailable } from './RemoteStatus.tsx';
import type { AreaKey } from './registry.ts';

type State = { status: 'loading' } | { status: 'ready'; Area: AreaComponent } | { status: 'failed' };

function initialState(area: AreaKey): State {
  const Area = loadedArea(area);
  return Area ? { status: 'ready', Area } : { status: 'loading' };
}

/**
 * Mounts one remote's area. A load that fails (after the timeout and one retry) or a remote that crashes while
 * rendering shows the Dutch fallback in place of the area only; the shell and other areas keep working.
 */
export function RemoteArea({ area }: { area: AreaKey }) {
  const [attempt, setAttempt] = useState(0);
  // A new key per attempt: "Opnieuw proberen" mounts a fresh loader (and a fresh error boundary).
  return <AreaLoader key={`${area}:${attempt}`} area={area} onRetry={() => setAttempt((n) => n + 1)} />;
}

function AreaLoader({ area, onRetry }: { area: AreaKey; onRetry: () => void }) {
  const [state, setState] = useState<State>(() => initialState(area));

  useEffect(() => {
    const known = loadedArea(area);
    if (known) {
      setState({ status: 'ready', Area: known });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadArea(area).then(
      // A transition: React renders the area in short slices (the server's first screen, or the loading state,
      // stays on screen meanwhile) instead of one long task that blocks input (docs/decisions/0051-web-speed.md).
      (Area) => {
        if (current) startTransition(() => setState({ status: 'ready', Area }));
      },
      (error: unknown) => {
        console.error(`Onderdeel ${area} is niet beschikbaar`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [area]);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={onRetry} />;
  const { Area } = state;
  return (
    <AreaErrorBoundary area={area} onRetry={onRetry}>
      <Area notFound={<NotFound />} />
    </AreaErrorBoundary>
  );
}
