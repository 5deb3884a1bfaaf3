import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Db } from './connection.ts';
import type { ReadAnswer, ReadRequest } from './read-worker.ts';
import type { Database } from './schema.ts';

type Waiting = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };

/** One reader thread and the statements it has not answered yet. */
class ReaderThread {
  readonly waiting = new Map<number, Waiting>();
  private readonly worker: Worker;

  constructor(file: string, onGone: (thread: ReaderThread) => void) {
    this.worker = new Worker(new URL('./read-worker.ts', import.meta.url), { workerData: { file } });
    // The server's own handles decide when the process ends, not an idle reader.
    this.worker.unref();
    this.worker.on('message', (answer: ReadAnswer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (!waiting) return;
      if ('rows' in answer) waiting.resolve(answer.rows);
      else waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
    });
    const gone = (error: Error) => {
      onGone(this);
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', gone);
    this.worker.on('exit', (code) => gone(new Error(`reader thread stopped (exit code ${code})`)));
  }

  run(request: ReadRequest): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/** SQLite's adapter, but for several connections at once: Kysely would otherwise run one statement at a time. */
class ReadPoolAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * Kysely's driver for the read pool: every statement goes to the reader thread with the fewest waiting, started on
 * first use; a thread that dies fails its waiting statements and is replaced by the next one. Reads only: no
 * transactions (a multi-step write runs on the server's own connection, which also sees its own uncommitted rows).
 */
class ReadPoolDriver implements Driver {
  private readonly threads: ReaderThread[] = [];
  private nextId = 0;
  private readonly connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({
      rows: (await this.leastBusy().run({
        id: this.nextId++,
        sql: query.sql,
        parameters: query.parameters,
      })) as R[],
    }),
    streamQuery: () => {
      throw new Error('the read pool does not stream');
    },
  };

  private readonly file: string;
  private readonly size: number;

  constructor(file: string, size: number) {
    this.file = file;
    this.size = size;
  }

  private leastBusy(): ReaderThread {
    if (this.threads.length < this.size && this.threads.every((thread) => thread.waiting.size > 0)) {
      const thread = new ReaderThread(this.file, (gone) => {
        const at = this.threads.indexOf(gone);
        if (at >= 0) this.threads.splice(at, 1);
      });
      this.threads.push(thread);
      return thread;
    }
    return this.threads.reduce((best, thread) => (thread.waiting.size < best.waiting.size ? thread : best));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error('the read pool has no transactions');
  }

  async commitTransaction(): Promise<void> {
    throw new Error('the read pool has no transactions');
  }

  async rollbackTransaction(): Promise<void> {
    throw new Error('the read pool has no transactions');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}

/**
 * The long list reads (admin tables, their searches and counts, the camper lists) on `size` reader threads, each with
 * its own read-only connection to the SQLite file (docs/decisions/0107-sqlite-reader-threads.md). SQLite runs a
 * statement on the thread that calls it; on the server's one thread a search of 10–20 ms held up every other request,
 * and twenty at once queued there one after another while the second core stayed idle.
 */
export function openReadPool(file: string, size: number): Db {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new ReadPoolAdapter(),
      createDriver: () => new ReadPoolDriver(file, size),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
