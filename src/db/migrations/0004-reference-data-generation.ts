import type { Kysely } from 'kysely';

/**
 * The generation of the reference data that poll records embed (products, warehouses, customers):
 * a counter raised in the same transaction as any change to them, so that serialized records cached
 * by any instance know they are stale (src/domain/shared/reference-data.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('counters').values({ name: 'reference_data', value: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('counters').where('name', '=', 'reference_data').execute();
}
