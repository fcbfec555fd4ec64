import { sql, type Kysely } from 'kysely';

/**
 * Warehouses whose counts drifted (docs/admin-api.md "What needs attention", `drifting_warehouses`):
 * - `settings.drift_alert_units`: the merchant's threshold (null: no alert, the default);
 * - `inventory_snapshots.units_over` and `units_under`: the sums of a snapshot's positive and negative
 *   differences (thousandths), written with its differences, so that the attention page sums a window's
 *   counts without reading each count's differences (a year of nightly counts at twenty warehouses holds
 *   a million of them);
 * - the index the page reads the window's applied counts through. It is partial (the applied snapshots
 *   only: dry runs change nothing and never count as drift) and covering: by `counted_at`, with what the
 *   page sums.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('drift_alert_units', 'integer').execute();
  await db.schema
    .alterTable('inventory_snapshots')
    .addColumn('units_over', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('inventory_snapshots')
    .addColumn('units_under', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The counts stored before this migration: their sums from their differences.
  await sql`update inventory_snapshots set
    units_over = coalesce((select sum(d.difference) from inventory_snapshot_differences d where d.snapshot_id = inventory_snapshots.id and d.difference > 0), 0),
    units_under = coalesce((select sum(d.difference) from inventory_snapshot_differences d where d.snapshot_id = inventory_snapshots.id and d.difference < 0), 0)
    where adjusted > 0`.execute(db);
  await db.schema
    .createIndex('inventory_snapshots_applied')
    .on('inventory_snapshots')
    .columns(['counted_at', 'warehouse_id', 'adjusted', 'units_over', 'units_under'])
    .where(sql<boolean>`state = 'applied'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inventory_snapshots_applied').execute();
  await db.schema.alterTable('inventory_snapshots').dropColumn('units_under').execute();
  await db.schema.alterTable('inventory_snapshots').dropColumn('units_over').execute();
  await db.schema.alterTable('settings').dropColumn('drift_alert_units').execute();
}
