import type { Kysely } from 'kysely';

/**
 * Transfers between warehouses (docs/admin-api.md "Transfers"): the virtual location `transit`, where a
 * transfer's stock stays between the source's shipment and the destination's receipt, so that stock on
 * the road is visible in the ledger; the built-in channel whose internal sales orders carry transfers
 * (every customer shipment belongs to an order, so a transfer's shipment at the source does too); and
 * `sales_orders.transfer_id`, which marks those orders so the merchant's order lists and reports leave
 * them out. `channels.built_in` marks the channel so that it is not offered for new orders.
 */
// The channel's code as src/domain/channels/channels.repo.ts knows it (TRANSFER_CHANNEL_CODE).
const TRANSFER_CHANNEL_CODE = 'dockside-transfers';

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('locations')
    .values({
      warehouse_id: null,
      code: 'transit',
      name: 'Stock in transit',
      kind: 'transit',
      parent_id: null,
      in_storage_tree: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.schema
    .alterTable('channels')
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('channels')
    .values({ code: TRANSFER_CHANNEL_CODE, name: 'Transfers between warehouses', kind: 'other', built_in: 1, created_at: now, updated_at: now })
    .execute();
  await db.schema
    .alterTable('sales_orders')
    .addColumn('transfer_id', 'integer', (c) => c.references('transfers.id'))
    .execute();
  await db.schema.createIndex('sales_orders_transfer').on('sales_orders').column('transfer_id').where('transfer_id', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sales_orders_transfer').execute();
  await db.schema.alterTable('sales_orders').dropColumn('transfer_id').execute();
  await db.deleteFrom('channels').where('code', '=', TRANSFER_CHANNEL_CODE).execute();
  await db.schema.alterTable('channels').dropColumn('built_in').execute();
  await db.deleteFrom('locations').where('warehouse_id', 'is', null).where('kind', '=', 'transit').execute();
}
