/**
 * better-sqlite3 clears a statement's bindings after every run, and SQLite expires any statement whose plan
 * looked at a bound value, so it is compiled again on its next run. The planner looks at the value of every
 * `col = ?` it weighs as a filter (it guesses fewer rows for 0 and 1) and of every LIMIT and OFFSET, so joins and
 * ORDER BY queries (the session lookup, the co-owner list, five more) were compiled on every run: 20–60 µs each,
 * measured in ADR 0037-api-speed.md. A unary plus is a no-op on any value and, like a bare `?`, has no affinity, so the
 * comparison and its index stay the same, but the planner no longer reads the value and the plan stays.
 */
const PLAN_READ_VALUE = /('(?:[^']|'')*'|"(?:[^"]|"")*")|(\s(?:=|limit|offset)\s)\?/gi;

export function planStableSql(source: string): string {
  return source.replace(PLAN_READ_VALUE, (match, quoted: string | undefined, before: string | undefined) =>
    quoted === undefined ? `${before}+?` : match,
  );
}
