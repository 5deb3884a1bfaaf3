import { useEffect, useState } from 'react';

/** The text of a list's search box and the text the server is asked for, once typing has paused. */
export function useSearchText(): [string, (text: string) => void, string] {
  // A link from elsewhere (the Logboek's "Naar gebruiker …") opens the list searched: `?zoek=`.
  const [text, setText] = useState(
    () => new URLSearchParams(globalThis.location?.search ?? '').get('zoek') ?? '',
  );
  // Typing pauses this long before the server is asked, so a name typed quickly is one request.
  return [text, setText, useDebounced(text.trim(), 250)];
}

/** `value` once it has stayed the same for `delayMs` (an emptied value at once), so typing is one request. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settledValue, setSettledValue] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettledValue(value), value ? delayMs : 0);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settledValue;
}
