import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { databaseCpuSeconds } from './measure.ts';

/**
 * The floor under reservation create + delete: the very statements the server ran for one booking and its
 * cancellation, recorded at the database driver, replayed on one connection with nothing around them (no HTTP, no
 * session or rule checks, no query builder, no JSON). No server can answer a booking for less CPU than its own
 * statements cost, so `ceiling CPU / floor CPU` is the best CPU ratio that transaction can ever reach against the
 * bare node:http ceiling (docs/decisions/reservation-write-floor.md).
 */

export type RecordedStatement = { sql: string; params: unknown[] };

export type Floor = {
  /** Statements per booking + cancellation (the two requests' own, with the transaction's BEGIN and COMMIT). */
  statements: number;
  /** CPU per request, the replaying process's own (user + system), µs. */
  cpuMicrosPerRequest: number;
  /** The database server's CPU per request (PostgreSQL), µs. */
  databaseCpuMicrosPerRequest?: number;
  /**
   * The same statements with the commits taken out (one transaction around a hundred pairs): the replaying process's
   * CPU plus the database server's, µs per request.
   */
  withoutCommitMicrosPerRequest: number;
};

type Recorder = {
  /** Runs `work` and returns every statement the process sent meanwhile, in order. */
  during: (work: () => Promise<void>) => Promise<RecordedStatement[]>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Wraps both drivers' entry points, so install it before the server opens its database: SQLite statements are
 * wrapped when prepared (the server keeps them in its statement cache), `pg` queries on every call.
 */
export function installRecorder(): Recorder {
  let log: RecordedStatement[] | null = null;
  const record = (sql: string, params: unknown[]) => {
    log?.push({ sql, params: structuredClone(params) });
  };

  const sqliteProto = SQLite.prototype as unknown as { prepare: (source: string) => SQLite.Statement };
  const prepare = sqliteProto.prepare;
  sqliteProto.prepare = function (this: SQLite.Database, source: string) {
    const statement = prepare.call(this, source);
    for (const method of ['run', 'all', 'get'] as const) {
      const run = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      Object.defineProperty(statement, method, {
        value: (...args: unknown[]) => {
          record(source, args.length === 1 && Array.isArray(args[0]) ? args[0] : args);
          return run(...args);
        },
      });
    }
    return statement;
  };

  const pgProto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = pgProto.query;
  pgProto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') record(first, Array.isArray(second) ? second : []);
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      record(config.text, config.values ?? []);
    }
    return Reflect.apply(query, this, args);
  };

  return {
    during: async (work) => {
      log = [];
      try {
        await work();
        return log;
      } finally {
        log = null;
      }
    },
  };
}

/**
 * Ids the recorded requests made (first seen as a parameter of an insert: the reservation, the notices): each replay
 * gets fresh ones in their place, so every booking inserts new rows exactly as the server's would.
 */
function createdIds(statements: readonly RecordedStatement[]): Set<string> {
  const seen = new Set<string>();
  const created = new Set<string>();
  for (const s of statements) {
    const insert = /^\s*insert\b/i.test(s.sql);
    for (const value of s.params) {
      if (typeof value !== 'string' || !UUID.test(value) || seen.has(value)) continue;
      seen.add(value);
      if (insert) created.add(value);
    }
  }
  return created;
}

/** The recorded parameters with this round's fresh ids. */
function freshParams(statements: readonly RecordedStatement[], created: ReadonlySet<string>): unknown[][] {
  const fresh = new Map([...created].map((id) => [id, randomUUID()]));
  return statements.map((s) => s.params.map((v) => (typeof v === 'string' ? (fresh.get(v) ?? v) : v)));
}

/**
 * Every replayed pair must change as many rows as the first, and some: a replay whose inserts had stopped landing
 * (an id not made fresh, a day still booked) would measure less work than a booking and pass for a lower floor.
 */
function sameWork(expected: number, changed: number): void {
  if (expected === 0 || changed !== expected)
    throw new Error(`floor: een herhaling veranderde ${changed} rijen, de eerste ${expected}`);
}

const isTransactionEdge = (sql: string) => /^\s*(begin|commit)\b/i.test(sql);

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Replays on the SQLite file with the server's settings (connection.ts), each statement prepared once. */
function replaySqlite(file: string, statements: readonly RecordedStatement[], pairs: number): Floor {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  try {
    const created = createdIds(statements);
    const prepared = statements.map((s) => sqlite.prepare(s.sql));
    /** One pair; returns the rows it changed. */
    const runAll = (only: (sql: string) => boolean): number => {
      const params = freshParams(statements, created);
      let changes = 0;
      prepared.forEach((statement, i) => {
        if (!only(statements[i]?.sql ?? '')) return;
        if (statement.reader) statement.all(params[i]);
        else changes += statement.run(params[i]).changes;
      });
      return changes;
    };
    const everything = () => true;
    const expected = runAll(everything);
    for (let i = 1; i < Math.min(200, pairs); i++) sameWork(expected, runAll(everything));
    const start = cpuMicros();
    for (let i = 0; i < pairs; i++) sameWork(expected, runAll(everything));
    const full = cpuMicros() - start;
    const batch = 100;
    const startInner = cpuMicros();
    for (let done = 0; done < pairs; done += batch) {
      sqlite.exec('BEGIN IMMEDIATE');
      for (let i = 0; i < batch; i++)
        sameWork(
          expected,
          runAll((sql) => !isTransactionEdge(sql)),
        );
      sqlite.exec('COMMIT');
    }
    const inner = cpuMicros() - startInner;
    const rounds = Math.ceil(pairs / batch) * batch;
    return {
      statements: statements.length,
      cpuMicrosPerRequest: full / pairs / 2,
      withoutCommitMicrosPerRequest: inner / rounds / 2,
    };
  } finally {
    sqlite.close();
  }
}

/** Replays on one PostgreSQL connection, every statement with parameters named (as named-statements.ts does). */
async function replayPostgres(
  url: string,
  statements: readonly RecordedStatement[],
  pairs: number,
  databasePid: number,
): Promise<Floor> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const created = createdIds(statements);
    /** One pair; returns the rows its inserts, updates and deletes changed. */
    const runAll = async (only: (sql: string) => boolean): Promise<number> => {
      const params = freshParams(statements, created);
      let changes = 0;
      for (const [i, s] of statements.entries()) {
        if (!only(s.sql)) continue;
        const values = params[i] ?? [];
        const result =
          values.length === 0
            ? await client.query(s.sql)
            : await client.query({ name: `floor_${i}`, text: s.sql, values });
        if (/^(INSERT|UPDATE|DELETE)$/.test(result.command)) changes += result.rowCount ?? 0;
      }
      return changes;
    };
    const everything = () => true;
    const expected = await runAll(everything);
    for (let i = 1; i < Math.min(100, pairs); i++) sameWork(expected, await runAll(everything));
    const database = () => (databasePid > 0 ? databaseCpuSeconds(databasePid) * 1e6 : 0);
    const start = cpuMicros();
    const startDatabase = database();
    for (let i = 0; i < pairs; i++) sameWork(expected, await runAll(everything));
    const full = cpuMicros() - start;
    const fullDatabase = database() - startDatabase;
    const batch = 100;
    const startInner = cpuMicros();
    const startInnerDatabase = database();
    for (let done = 0; done < pairs; done += batch) {
      await client.query('BEGIN');
      for (let i = 0; i < batch; i++) sameWork(expected, await runAll((sql) => !isTransactionEdge(sql)));
      await client.query('COMMIT');
    }
    const inner = cpuMicros() - startInner + (database() - startInnerDatabase);
    const rounds = Math.ceil(pairs / batch) * batch;
    return {
      statements: statements.length,
      cpuMicrosPerRequest: full / pairs / 2,
      ...(databasePid > 0 ? { databaseCpuMicrosPerRequest: fullDatabase / pairs / 2 } : {}),
      withoutCommitMicrosPerRequest: inner / rounds / 2,
    };
  } finally {
    await client.end();
  }
}

/** Replays the recorded booking + cancellation `pairs` times on the bench's database (SQLite file or PostgreSQL). */
export function replayFloor(
  target: { sqliteFile: string } | { postgresUrl: string; databasePid: number },
  statements: readonly RecordedStatement[],
  pairs: number,
): Promise<Floor> {
  if ('sqliteFile' in target) return Promise.resolve(replaySqlite(target.sqliteFile, statements, pairs));
  return replayPostgres(target.postgresUrl, statements, pairs, target.databasePid);
}
