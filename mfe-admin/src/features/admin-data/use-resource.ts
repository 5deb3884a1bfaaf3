import { useCallback, useEffect, useState } from 'react';

/** A list loaded once on mount; `reload` fetches it again after a change. `data` stays null until the first answer. */
export function useResource<T>(load: () => Promise<T | null>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    const next = await load();
    if (next === null) setFailed(true);
    else {
      setFailed(false);
      setData(next);
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, failed, reload, setData };
}
