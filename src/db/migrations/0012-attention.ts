import { sql, type Kysely } from 'kysely';

/**
 * What needs attention, and the console's charts (docs/admin-api.md "What needs attention" and "Reports"):
 * the merchant's setting for when an unacknowledged shipment is late, a failing webhook endpoint's last
 * error kept on the endpoint (written with its failure streak, so that listing endpoints reads no
 * deliveries), and the indexes that keep the page's counts and oldest records cheap however many
 * records are done.
 *
 * The shipment and CRS indexes are partial: each holds only the rows in the state the page asks about
 * (the few waiting, pending or awaiting receipt among a million done), so a count reads that many index
 * entries and a state change that leaves the state drops the row from the index. The queries name the
 * states as literals (SQLite uses a partial index only when the query's own condition implies it).
 * `shipped_at` is set once, when a shipment ships. Nothing is indexed on stock levels: their quantity
 * changes with every shipment, and an index on it would make PostgreSQL write every index of the table
 * on each such change instead of updating the row in place (measured 2.5 times slower: 2 cores, 2026-11-24).
 */
const INDEXES = [
  { name: 'customer_shipments_waiting', table: 'customer_shipments', columns: ['created_at', 'id'], where: sql<boolean>`state = 'waiting'` },
  { name: 'customer_shipments_unacknowledged', table: 'customer_shipments', columns: ['released_at', 'id'], where: sql<boolean>`state = 'pending'` },
  { name: 'customer_shipments_shipped', table: 'customer_shipments', columns: ['shipped_at', 'warehouse_id'], where: sql<boolean>`shipped_at is not null` },
  { name: 'crs_awaiting_receipt', table: 'customer_return_shipments', columns: ['created_at', 'id'], where: sql<boolean>`state in ('pending', 'open')` },
  { name: 'return_orders_created', table: 'return_orders', columns: ['created_at', 'id'], where: null },
  // The event log in its order, either way (the console reads it newest first): without it every page sorted the whole table.
  { name: 'events_created', table: 'events', columns: ['created_at', 'id'], where: null },
  // A return's receipts, read from the ledger with every return read: the few moves a CRS made among millions.
  { name: 'stock_moves_crs', table: 'stock_moves', columns: ['crs_id'], where: sql<boolean>`crs_id is not null` },
];

/** The default of `acknowledgement_due_minutes`: four hours, half a warehouse's shift. */
const ACKNOWLEDGEMENT_DUE_MINUTES = 240;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('acknowledgement_due_minutes', 'integer', (c) => c.notNull().defaultTo(ACKNOWLEDGEMENT_DUE_MINUTES))
    .execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('last_error', 'text').execute();
  // An endpoint failing at the upgrade: the error of its latest failed attempt.
  await sql`update webhook_endpoints set last_error = (
    select d.last_error from webhook_deliveries d
    where d.endpoint_id = webhook_endpoints.id and d.last_error is not null
    order by d.updated_at desc, d.id desc limit 1)
    where failing_since is not null`.execute(db);
  for (const { name, table, columns, where } of INDEXES) {
    const index = db.schema.createIndex(name).on(table).columns(columns);
    await (where ? index.where(where) : index).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('last_error').execute();
  await db.schema.alterTable('settings').dropColumn('acknowledgement_due_minutes').execute();
}
