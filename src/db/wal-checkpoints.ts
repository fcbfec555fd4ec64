import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the background connection copies the write-ahead log into the database file. */
const CHECKPOINT_EVERY_MS = 250;

/**
 * If the background checkpoints stop (the thread died) or fall behind, the serving connection
 * checkpoints by itself once the log holds this many pages (~40 MB), as SQLite does by default at 1,000.
 */
const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * The thread: a connection of its own whose only work is checkpointing; a passive checkpoint never waits
 * for a lock. Plain JavaScript, run from this string: a thread started from a TypeScript file loads
 * Node.js's type stripper once more, 16 MB resident for these few lines (28 MB for the thread, now 12;
 * 2 cores, 2026-11-24).
 */
const THREAD_SOURCE = `
const { workerData } = require('node:worker_threads');
const SqliteDatabase = require(workerData.driver);
const database = new SqliteDatabase(workerData.path, { fileMustExist: true });
database.pragma('synchronous = NORMAL');
setInterval(() => database.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs);
`;

/**
 * Moves SQLite's WAL checkpoints off the serving thread. By default the connection that commits
 * copies the log into the database file every 1,000 pages, inside a request: on ship.json batches that
 * was ~2.5 ms of every 17 ms batch (2 cores, 2026-11-24), on the one thread that also runs every request. A
 * worker thread with a connection of its own runs `PRAGMA wal_checkpoint(PASSIVE)` every 250 ms instead, on
 * the other core; a passive checkpoint never blocks readers or the writer. The serving connection keeps an
 * automatic checkpoint at 10,000 pages as a fallback. Only for a long-lived file database (`dockside serve`
 * and `dockside worker`); the thread ends when the database closes.
 */
export function checkpointInBackground(database: SqliteDatabase.Database): void {
  if (database.memory) return;
  database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { driver, path: database.name, everyMs: CHECKPOINT_EVERY_MS },
  });
  worker.unref();
  // A failed thread leaves the fallback in charge; the log must not take the process down.
  worker.on('error', () => {
    if (database.open) database.pragma('wal_autocheckpoint = 1000');
  });
  const close = database.close.bind(database);
  database.close = () => {
    void worker.terminate();
    return close();
  };
}
