import { sql, type Kysely } from 'kysely';

/**
 * Holds on customer shipments (docs/admin-api.md "Holds"): a waiting or pending shipment the merchant
 * stops before the warehouse acknowledges it is `on_hold`, with the hold's reason, note and time, and
 * the state it returns to when the hold is released (`held_from`). The state column is text, so the new
 * state needs no change of its own. The attention page lists the shipments held for an incorrect address
 * through the partial index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_shipments').addColumn('hold_reason', 'text').execute();
  await db.schema.alterTable('customer_shipments').addColumn('hold_note', 'text').execute();
  await db.schema.alterTable('customer_shipments').addColumn('held_at', 'text').execute();
  await db.schema.alterTable('customer_shipments').addColumn('held_from', 'text').execute();
  await db.schema
    .createIndex('customer_shipments_on_hold')
    .on('customer_shipments')
    .columns(['held_at', 'id'])
    .where(sql<boolean>`state = 'on_hold'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_shipments_on_hold').execute();
  for (const column of ['held_from', 'held_at', 'hold_note', 'hold_reason']) {
    await db.schema.alterTable('customer_shipments').dropColumn(column).execute();
  }
}
