import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { registerFold } from './fold.ts';
import { withStatementCache } from './statement-cache.ts';

/** What the read pool sends a reader thread: one statement and its parameters. */
export type ReadRequest = { id: number; sql: string; parameters: readonly unknown[] };

/** What a reader thread answers: the statement's rows, or why it failed (SQLite's own message and code). */
export type ReadAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; error: { message: string; code: string | undefined } };

/**
 * A reader thread of the read pool (read-pool.ts): its own read-only connection to the SQLite file, with the same
 * `camperdeel_fold` and statement cache as the server's, running one SELECT at a time. WAL lets it read beside the
 * server's writes, always the last committed state.
 */
const port = parentPort;
if (!port) throw new Error('read-worker.ts runs as a worker thread of the read pool');
const { file } = workerData as { file: string };
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
registerFold(sqlite);
const statements = withStatementCache(sqlite);

port.on('message', (request: ReadRequest) => {
  let answer: ReadAnswer;
  try {
    const statement = statements.prepare(request.sql);
    // The connection is read-only anyway; this names the mistake instead of SQLite's "readonly database".
    if (!statement.reader) throw new Error('the read pool runs only statements that read');
    answer = { id: request.id, rows: statement.all(request.parameters) };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    answer = {
      id: request.id,
      error: { message: String(message ?? error), code: typeof code === 'string' ? code : undefined },
    };
  }
  port.postMessage(answer);
});
