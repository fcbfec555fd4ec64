import type { Db } from '../../db/connect.ts';

/**
 * Adds `by` to the named row of `counters` in one atomic update and answers its new value, so that
 * concurrent callers never draw the same numbers. The row must exist: migrations create each counter.
 */
export async function advanceCounter(trx: Db, name: string, by: number): Promise<number> {
  const row = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', by) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
