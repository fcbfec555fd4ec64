import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

const COUNTER = 'reference_data';

/**
 * Raises the generation of the reference data that the records warehouses poll embed (a product's
 * code, name and customs value, a warehouse's name and addresses, a customer's name and contacts, a
 * channel's name).
 * Call it in the transaction that changes such data: a record's own `updated_at` does not move when
 * they change, and every instance's cache of serialized records compares this generation.
 */
export async function touchReferenceData(trx: Db): Promise<void> {
  await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', COUNTER)
    .execute();
}

/** The current generation as a scalar subquery, selected beside a poll's ids in the same statement. */
export function referenceGeneration<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) {
  return (eb as unknown as ExpressionBuilder<Database, never>).selectFrom('counters').select('value').where('name', '=', COUNTER).as('generation');
}
