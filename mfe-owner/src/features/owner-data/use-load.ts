import { errorToast } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api-call.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string };

/**
 * Loads one resource when the page mounts. A failure shows the spec's destructive toast (`failureTitle`, §8) with
 * the server's message. `reload` keeps the current data on screen until the new answer arrives; a late answer of an
 * older request never overwrites a newer one. Pass a stable `load` (e.g. `ownerApi.camper`): a new one loads again.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, failureTitle: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    latest.current += 1;
    const request = latest.current;
    const result = await load();
    if (request !== latest.current) return;
    if (result.ok) {
      setState({ status: 'ok', data: result.data });
      return;
    }
    const failure = errorToast(result.body, failureTitle);
    toast.destructive({ title: failure.title, description: failure.message });
    setState((current) =>
      current.status === 'ok' ? current : { status: 'error', message: failure.message },
    );
  }, [load, failureTitle]);

  useEffect(() => {
    void reload();
    return () => {
      // Answers arriving after unmount are dropped.
      latest.current += 1;
    };
  }, [reload]);

  return { state, reload };
}
