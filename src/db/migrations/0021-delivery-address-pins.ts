import type { Kysely } from 'kysely';

/**
 * Address edits (docs/admin-api.md "Editing an order's address"): a customer shipment reads where it
 * goes from its order's address row, unless it is pinned to an address row of its own. When staff give
 * an order a new address, the order points at a new row (the old one is never rewritten), and the
 * shipments that already left or were cancelled are pinned to the row they had, so their records keep
 * saying where they went. Null for every shipment that follows its order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customer_shipments')
    .addColumn('delivery_address_id', 'integer', (c) => c.references('addresses.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_shipments').dropColumn('delivery_address_id').execute();
}
