import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (an emptied value at once), so typing is one request. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settledValue, setSettledValue] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettledValue(value), value ? delayMs : 0);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settledValue;
}
