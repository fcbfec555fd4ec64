import type { Kysely } from 'kysely';
import { dbKind, type Db } from './connect.ts';
import type { Database } from './schema.ts';

/** Tables whose rows carry a `state` that a transaction claims before it writes them. */
type StatefulTable = { [T in keyof Database]: Database[T] extends { id: unknown; state: unknown } ? T : never }[keyof Database];

/**
 * Locks rows by id until the transaction ends and answers their states as committed once each lock is
 * held, for a caller that decides from them and then writes each row once (docs/architecture.md "State
 * machines"). PostgreSQL: `FOR NO KEY UPDATE`, in id order, the lock an update of non-key columns takes;
 * unlike `FOR UPDATE` it lets other transactions' foreign-key checks through (their `FOR KEY SHARE`), so two
 * transactions that inserted rows referencing the same order do not deadlock over it. SQLite runs one
 * writer at a time and needs no lock. Unknown ids are left out.
 */
export async function lockStates<S extends string>(trx: Db, table: StatefulTable, ids: number[]): Promise<Map<number, S>> {
  if (ids.length === 0) return new Map();
  const rows = await (trx as unknown as Kysely<any>).selectFrom(table).select(['id', 'state'])
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(dbKind(trx) === 'postgres', (q) => q.forNoKeyUpdate())
    .execute();
  return new Map(rows.map((r: { id: number; state: S }) => [r.id, r.state]));
}
