import { dbKind, type Db } from './connect.ts';
import type { TablesWith } from './schema.ts';

/** Tables whose rows carry a `state` that a transaction claims before it writes them. */
type StatefulTable = TablesWith<{ id: unknown; state: unknown }>;

/**
 * Locks rows by id until the transaction ends and answers their states as committed once each lock is
 * held, for a caller that decides from them and then writes each row once (docs/architecture.md "State
 * machines"). PostgreSQL: `FOR NO KEY UPDATE`, in id order, the lock an update of non-key columns takes;
 * unlike `FOR UPDATE` it lets other transactions' foreign-key checks through (their `FOR KEY SHARE`), so two
 * transactions that inserted rows referencing the same order do not deadlock over it. SQLite runs one
 * writer at a time and needs no lock. Unknown ids are left out.
 */
export async function lockStates<S extends string>(trx: Db, table: StatefulTable, ids: number[]): Promise<Map<number, S>> {
  const rows = await lockRows<{ id: number; state: S }>(trx, table, ids, ['id', 'state']);
  return new Map(rows.map((r) => [r.id, r.state]));
}

/** Tables whose rows carry a `state` and the `sync_version` of their last write. */
type VersionedTable = TablesWith<{ id: unknown; state: unknown; sync_version: unknown }>;

/**
 * lockStates with each row's sync version as committed: the witness for a claim judged on an earlier
 * read, which holds only while nothing wrote the row since (a write that leaves the state as it was
 * still changes the version).
 */
export async function lockVersions<S extends string>(trx: Db, table: VersionedTable, ids: number[]): Promise<Map<number, { state: S; version: number }>> {
  const rows = await lockRows<{ id: number; state: S; sync_version: number }>(trx, table, ids, ['id', 'state', 'sync_version']);
  return new Map(rows.map((r) => [r.id, { state: r.state, version: Number(r.sync_version) }]));
}

async function lockRows<R>(trx: Db, table: StatefulTable, ids: number[], columns: readonly ('id' | 'state' | 'sync_version')[]): Promise<R[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom(table)
    .select(columns)
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(dbKind(trx) === 'postgres', (q) => q.forNoKeyUpdate())
    .execute() as Promise<R[]>;
}
