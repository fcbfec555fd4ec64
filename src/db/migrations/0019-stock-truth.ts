import { sql, type Kysely } from 'kysely';
import { dbKind } from '../connect.ts';

/**
 * Stock truth from the warehouse (docs/3pl-api.md "Inventory adjustments" and "Inventory snapshots"):
 * - `inventory_adjustments`: every adjustment a warehouse reported (one by one, or as a difference its
 *   snapshot found), with its reason, its reference and the level it left. A reference applies once per
 *   product, location and lot: the unique index is the replay key (a null reference never collides).
 * - `inventory_snapshots` and `inventory_snapshot_differences`: each count and what it found different
 *   from the books as of its `counted_at`, dry runs included; the drift report reads them.
 * - `inventory_count_lines`: the staging rows of a snapshot being compared, written and removed in the
 *   snapshot's own transaction, so that a count of 100,000 lines is resolved and compared by a few
 *   set-based statements (joins) instead of a query per line.
 * - `stock_moves.occurred_at`: when the change happened, when that is not when it was recorded: an
 *   adjustment the warehouse dates, a snapshot's correction (at its `counted_at`). The books as of a
 *   count leave out what was recorded after it unless it happened before it; null is `created_at`.
 * - `stock_moves_created`: the ledger by time, for the books as of a count (what moved after it).
 * Quantities in thousandths, as everywhere.
 */

function table(db: Kysely<any>, name: string) {
  const builder = db.schema.createTable(name);
  return dbKind(db) === 'postgres'
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'inventory_snapshots')
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addColumn('complete', 'integer', (c) => c.notNull())
    // state: applied | dry_run
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('adjusted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('zeroed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_snapshots_warehouse').on('inventory_snapshots').columns(['warehouse_id', 'counted_at']).execute();

  await table(db, 'inventory_snapshot_differences')
    .addColumn('snapshot_id', 'integer', (c) => c.notNull().references('inventory_snapshots.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_id', 'integer', (c) => c.notNull())
    .addColumn('books', 'bigint', (c) => c.notNull())
    .addColumn('counted', 'bigint', (c) => c.notNull())
    .addColumn('difference', 'bigint', (c) => c.notNull())
    // 1 when the snapshot omitted the stock and, complete, counted it 0
    .addColumn('zeroed', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('snapshot_differences_snapshot').on('inventory_snapshot_differences').columns(['snapshot_id', 'id']).execute();

  await table(db, 'inventory_adjustments')
    // source: warehouse | staff
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('previous_on_hand', 'bigint', (c) => c.notNull())
    .addColumn('on_hand', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('occurred_at', 'text')
    .addColumn('snapshot_id', 'integer', (c) => c.references('inventory_snapshots.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inventory_adjustments_replay')
    .on('inventory_adjustments')
    .columns(['reference', 'product_id', 'location_id', 'lot_id'])
    .unique()
    .execute();

  // PostgreSQL keeps no WAL for the staging rows (unlogged): they live within one transaction and are
  // never needed after a crash, and writing them costs half as much.
  await db.schema
    .createTable('inventory_count_lines')
    .$call((t) => (dbKind(db) === 'postgres' ? t.modifyFront(sql`unlogged`) : t))
    .addColumn('snapshot_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('location_code', 'text')
    .addColumn('lot_number', 'text')
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventory_count_lines_snapshot').on('inventory_count_lines').columns(['snapshot_id', 'position']).execute();

  await db.schema.alterTable('stock_moves').addColumn('occurred_at', 'text').execute();
  await db.schema.createIndex('stock_moves_created').on('stock_moves').columns(['created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_moves_created').execute();
  await db.schema.alterTable('stock_moves').dropColumn('occurred_at').execute();
  await db.schema.dropTable('inventory_count_lines').execute();
  await db.schema.dropTable('inventory_adjustments').execute();
  await db.schema.dropTable('inventory_snapshot_differences').execute();
  await db.schema.dropTable('inventory_snapshots').execute();
}
