import type { IsolationLevel, Transaction } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/**
 * What the database answers when it refuses a transaction because of another one, so that running it
 * again can succeed: PostgreSQL's serialization failure (40001) and deadlock (40P01); SQLite's busy
 * writer lock, held by another process on the same file past the busy timeout (SQLITE_BUSY, and its
 * _SNAPSHOT form when a reading transaction cannot become a writer).
 */
const CONTENTION = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

/** How often a refused transaction runs in all, before its refusal is answered (503 `database_busy`). */
export const MAX_ATTEMPTS = 5;

/** Whether an error is the database refusing a transaction because of another one (running it again may succeed). */
export function isContention(error: unknown): boolean {
  return CONTENTION.has((error as { code?: string } | null)?.code ?? '');
}

/**
 * Runs `work` again, after a short random pause that grows with each attempt, when the database refused
 * it because of another transaction; up to MAX_ATTEMPTS runs in all, then the refusal is thrown. `work`
 * must be a whole transaction: its earlier runs left nothing behind.
 */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isContention(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export type Trx = Transaction<Database>;

/**
 * The one way a request's work runs in a transaction (docs/architecture.md "Transactions"): `work` in a
 * transaction that commits when it returns and rolls back when it throws, run again on contention
 * (withRetry). `isolation` for a reader that needs one snapshot of several tables.
 */
export function transact<T>(db: Db, work: (trx: Trx) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
  return withRetry(() => {
    const builder = db.transaction();
    return (isolation ? builder.setIsolationLevel(isolation) : builder).execute(work);
  });
}
