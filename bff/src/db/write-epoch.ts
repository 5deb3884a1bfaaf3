import type pg from 'pg';

/**
 * A number that moves whenever this process starts or finishes a statement on PostgreSQL that may change data (any
 * text but a plain `select` or the throttle's count), committed or not. The read throttle's fresh answers
 * (http/rate-limiter.ts) take a database version only while this number stands where it stood when the version was
 * read, so a process always sees its own writes on its next read. One number for every pool of the process: a
 * write on another database only makes a read wait for a fresh version, never the reverse.
 */
let epoch = 0;

export function writeEpoch(): number {
  return epoch;
}

const LEAVES_DATA_ALONE = /^\s*(select\b|insert into throttle_counters\b)/i;

function moved(): void {
  epoch += 1;
}

/** Makes `client` move the epoch when a statement that may write is sent and again when it has finished. */
export function countWrites(client: pg.Client): void {
  const query = client.query;
  const counted = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const writes = typeof text !== 'string' || !LEAVES_DATA_ALONE.test(text);
    if (writes) moved();
    const result: unknown = Reflect.apply(query, this, args);
    if (writes && result instanceof Promise) result.then(moved, moved);
    return result;
  };
  client.query = counted as typeof client.query;
}
