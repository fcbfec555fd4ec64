import { dbKind, type Db } from './connect.ts';

/**
 * A sync version (migration 0009, docs/3pl-api.md section 5 "Incremental sync") for the rows that the
 * caller's next statement inserts or updates, to be written as their `sync_version`; call it again for
 * each statement. SQLite: the clock advanced once, in the caller's transaction and savepoint, so the
 * version is above every committed one and below every later one, and the table's trigger, which would
 * otherwise stamp each row with two statements of its own, leaves the rows as they are (migration 0013).
 * A second statement on the same rows needs a version of its own: given the same one again, the trigger
 * sees the version unchanged and stamps the rows itself. PostgreSQL: null, and nothing to write; its
 * trigger stamps every row with the writing transaction's id, whatever the statement gives.
 */
export async function syncStamp(trx: Db): Promise<number | null> {
  if (dbKind(trx) === 'postgres') return null;
  const clock = await trx
    .updateTable('sync_clock')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return clock.version;
}

/** The `sync_version` to set with a stamp from syncStamp: nothing on PostgreSQL. */
export function stamped(version: number | null): { sync_version?: number } {
  return version === null ? {} : { sync_version: version };
}
