import { useState } from 'react';

/** What a list's search box last handed over (it waits for typing to pause), and how the box hands it over. */
export function useSearchText(): [string, (text: string) => void] {
  // A link from elsewhere (the Logboek's "Naar gebruiker …") opens the list searched: `?zoek=`.
  return useState(() => (new URLSearchParams(globalThis.location?.search ?? '').get('zoek') ?? '').trim());
}
