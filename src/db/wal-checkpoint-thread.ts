// The worker thread of wal-checkpoints.ts: a connection of its own that checkpoints the write-ahead log.
import { workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const { path, everyMs } = workerData as { path: string; everyMs: number };
const database = new SqliteDatabase(path, { fileMustExist: true });
// Checkpointing is this connection's only work; it never waits for a lock (a passive checkpoint does not).
database.pragma('synchronous = NORMAL');
setInterval(() => database.pragma('wal_checkpoint(PASSIVE)'), everyMs);
