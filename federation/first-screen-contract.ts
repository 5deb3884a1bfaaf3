/**
 * What the BFF hands a remote's server entry (`src/first-screen.server.tsx`): the page's path and the answers of
 * the API reads its first screen shows, exactly as the API sends them to the session's own user. The entry puts
 * each answer under the query key the page itself reads it with (docs/decisions/0063-first-screen-from-the-components.md).
 */
export type FirstScreenAnswers = {
  '/api/auth/me'?: { user: unknown };
  '/api/campers'?: { campers: unknown[]; volgende: string | null; totaal: number };
  '/api/owner/camper'?: unknown;
  '/api/owner/credits'?: unknown;
};

export type FirstScreenInput = {
  /** Path without a trailing slash. */
  path: string;
  answers: FirstScreenAnswers;
};

/** A query's key and the data it holds. */
export type SeededQuery = readonly [queryKey: readonly unknown[], data: unknown];

/** The page's first screen as HTML; the BFF asks only for paths where it knows what the page shows first. */
export type RenderFirstScreen = (input: FirstScreenInput) => Promise<string>;
