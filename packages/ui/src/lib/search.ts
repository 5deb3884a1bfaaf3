/** Lower case without accents, so 'Eén' matches 'een' and 'Müller' matches 'muller'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** True when every word of `query` occurs in at least one of the `fields` (an empty query matches all). */
export function matchesQuery(
  fields: ReadonlyArray<string | number | null | undefined>,
  query: string,
): boolean {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter((f) => f !== null && f !== undefined)
    .map((f) => normalizeSearch(String(f)))
    .join('\n');
  return words.every((word) => haystack.includes(word));
}
