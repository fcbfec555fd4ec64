import { sql, type Kysely } from 'kysely';

/**
 * Warehouses whose counts drifted (docs/admin-api.md "What needs attention", `drifting_warehouses`):
 * the merchant's threshold, `drift_alert_units` (null: no alert, the default), and the index the
 * attention page reads the window's applied counts through. It is partial: it holds the applied
 * snapshots only (dry runs change nothing and never count as drift), by `counted_at`, so the page reads
 * the counts of its window and not every count a warehouse ever sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('drift_alert_units', 'integer').execute();
  await db.schema
    .createIndex('inventory_snapshots_applied')
    .on('inventory_snapshots')
    .columns(['counted_at', 'warehouse_id'])
    .where(sql<boolean>`state = 'applied'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inventory_snapshots_applied').execute();
  await db.schema.alterTable('settings').dropColumn('drift_alert_units').execute();
}
