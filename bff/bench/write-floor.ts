import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../src/db/connection.ts';
import { databaseCpuSeconds } from './measure.ts';

/**
 * The floor under reservation create + delete: the very statements the server ran for one booking and its
 * cancellation, recorded at the database driver, replayed on one connection with nothing around them (no HTTP, no
 * session or rule checks, no query builder, no JSON). No server can answer a booking for less CPU than its own
 * statements cost, so `ceiling CPU / floor CPU` is the best CPU ratio that transaction can ever reach against the
 * bare node:http ceiling (docs/decisions/0053-reservation-write-floor.md).
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
  /** The same replay keeping only parts of it (WRITE_PARTS), each with its CPU per request, client and database. */
  parts: Array<{ name: string; cpuMicrosPerRequest: number }>;
};

type Recorder = {
  /**
   * Runs `work` and returns every statement the process sent meanwhile, in order; then puts both drivers back, so the
   * replay (and anything after it) runs on the unwrapped drivers. Once per recorder.
   */
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
        sqliteProto.prepare = prepare;
        pgProto.query = query;
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

/** A statement that changes rows or frames the transaction (on PostgreSQL also the shared throttle counts). */
const isWrite = (sql: string) => /^\s*(insert|update|delete|begin|commit|savepoint|release)\b/i.test(sql);
const touches = (sql: string, tables: readonly string[]) =>
  tables.some((table) => sql.includes(`"${table}"`));

/**
 * The booking's writes alone, then without what the contract asks besides the reservation itself: the notice per
 * co-owner (docs/product/api.md#co-owner-life-and-self-service-architecture-10: every notification stored, and mailed unless turned off) and the credit ledger (docs/product/calendar-and-credits.md#calendar-rules-architecture-6:
 * every change of a balance is written to it). What those cost shows which requirement puts a goal out of reach.
 */
const WRITE_PARTS: ReadonlyArray<{ name: string; keep: (sql: string) => boolean }> = [
  { name: 'writes only', keep: isWrite },
  { name: 'writes without the notices', keep: (sql) => isWrite(sql) && !touches(sql, ['meldingen']) },
  {
    name: 'writes without the notices and the ledger',
    keep: (sql) => isWrite(sql) && !touches(sql, ['meldingen', 'credit_ledger']),
  },
];

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** One engine's side of the replay; the measuring loop (measureReplay) is the same for both. */
type Replayer = {
  /** Runs one pair's statements that `only` keeps, with fresh ids; returns the rows its writes changed. */
  pair: (only: (sql: string) => boolean) => Promise<number>;
  /** Runs a statement without parameters (the batch's BEGIN and COMMIT). */
  exec: (sql: string) => Promise<void>;
  /** The opening of a write transaction, as the server sends it. */
  begin: string;
  /** The database server's CPU so far, µs (0 when it runs inside this process). */
  databaseMicros: () => number;
  close: () => Promise<void>;
};

const BATCH = 100;

async function measureReplay(
  replayer: Replayer,
  statements: readonly RecordedStatement[],
  pairs: number,
  measuresDatabase: boolean,
): Promise<Floor> {
  try {
    const everything = () => true;
    const expected = await replayer.pair(everything);
    for (let i = 1; i < Math.min(100, pairs); i++) sameWork(expected, await replayer.pair(everything));
    const start = cpuMicros();
    const startDatabase = replayer.databaseMicros();
    for (let i = 0; i < pairs; i++) sameWork(expected, await replayer.pair(everything));
    const full = cpuMicros() - start;
    const fullDatabase = replayer.databaseMicros() - startDatabase;
    const startInner = cpuMicros() + replayer.databaseMicros();
    for (let done = 0; done < pairs; done += BATCH) {
      await replayer.exec(replayer.begin);
      for (let i = 0; i < BATCH; i++)
        sameWork(expected, await replayer.pair((sql) => !isTransactionEdge(sql)));
      await replayer.exec('COMMIT');
    }
    const inner = cpuMicros() + replayer.databaseMicros() - startInner;
    const parts: Floor['parts'] = [];
    for (const part of WRITE_PARTS) {
      const partExpected = await replayer.pair(part.keep);
      const startPart = cpuMicros() + replayer.databaseMicros();
      for (let i = 0; i < pairs; i++) sameWork(partExpected, await replayer.pair(part.keep));
      const used = cpuMicros() + replayer.databaseMicros() - startPart;
      parts.push({ name: part.name, cpuMicrosPerRequest: used / pairs / 2 });
    }
    return {
      statements: statements.length,
      cpuMicrosPerRequest: full / pairs / 2,
      ...(measuresDatabase ? { databaseCpuMicrosPerRequest: fullDatabase / pairs / 2 } : {}),
      withoutCommitMicrosPerRequest: inner / (Math.ceil(pairs / BATCH) * BATCH) / 2,
      parts,
    };
  } finally {
    await replayer.close();
  }
}

/** The SQLite file opened as the server opens it (connection.ts), each statement prepared once. */
function sqliteReplayer(file: string, statements: readonly RecordedStatement[]): Replayer {
  const { sqlite } = openDatabase(file);
  const created = createdIds(statements);
  const prepared = statements.map((s) => sqlite.prepare(s.sql));
  return {
    pair: async (only) => {
      const params = freshParams(statements, created);
      let changes = 0;
      prepared.forEach((statement, i) => {
        if (!only(statements[i]?.sql ?? '')) return;
        if (statement.reader) statement.all(params[i]);
        else changes += statement.run(params[i]).changes;
      });
      return changes;
    },
    exec: async (sql) => {
      sqlite.exec(sql);
    },
    begin: 'BEGIN IMMEDIATE',
    databaseMicros: () => 0,
    close: async () => {
      sqlite.close();
    },
  };
}

/** One PostgreSQL connection, every statement with parameters named (as named-statements.ts does). */
async function postgresReplayer(
  url: string,
  statements: readonly RecordedStatement[],
  databasePid: number,
): Promise<Replayer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const created = createdIds(statements);
  return {
    pair: async (only) => {
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
    },
    exec: async (sql) => {
      await client.query(sql);
    },
    begin: 'BEGIN',
    databaseMicros: () => (databasePid > 0 ? databaseCpuSeconds(databasePid) * 1e6 : 0),
    close: () => client.end(),
  };
}

/** Replays the recorded booking + cancellation `pairs` times on the bench's database (SQLite file or PostgreSQL). */
export async function replayFloor(
  target: { sqliteFile: string } | { postgresUrl: string; databasePid: number },
  statements: readonly RecordedStatement[],
  pairs: number,
): Promise<Floor> {
  if ('sqliteFile' in target)
    return measureReplay(sqliteReplayer(target.sqliteFile, statements), statements, pairs, false);
  const replayer = await postgresReplayer(target.postgresUrl, statements, target.databasePid);
  return measureReplay(replayer, statements, pairs, target.databasePid > 0);
}
