import { writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * Preloaded into a server (`SCALE_NODE_ARGS="--import ./bench/scale/statement-times.ts"` with `STATEMENT_TIMES=<file>`):
 * times every SQLite statement the process runs and, when it exits, writes the statements by total time, so a slow
 * request can be traced to the statements that make it slow on the federation-size data.
 */

type Timing = { sql: string; count: number; totalMs: number; maxMs: number };

const out = process.env.STATEMENT_TIMES;
if (out) {
  const timings = new Map<string, Timing>();
  const proto = SQLite.prototype as unknown as { prepare: (source: string) => SQLite.Statement };
  const prepare = proto.prepare;
  proto.prepare = function (this: SQLite.Database, source: string) {
    const statement = prepare.call(this, source);
    for (const method of ['run', 'all', 'get', 'iterate'] as const) {
      const run = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      Object.defineProperty(statement, method, {
        value: (...args: unknown[]) => {
          const start = performance.now();
          try {
            return run(...args);
          } finally {
            const ms = performance.now() - start;
            const timing = timings.get(source) ?? { sql: source, count: 0, totalMs: 0, maxMs: 0 };
            timing.count += 1;
            timing.totalMs += ms;
            timing.maxMs = Math.max(timing.maxMs, ms);
            timings.set(source, timing);
          }
        },
      });
    }
    return statement;
  };
  process.on('exit', () => {
    const rows = [...timings.values()].sort((a, b) => b.totalMs - a.totalMs);
    writeFileSync(out, JSON.stringify(rows, null, 1));
  });
}
