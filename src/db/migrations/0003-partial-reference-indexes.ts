import { sql, type Kysely } from 'kysely';

/**
 * Indexes on references that most rows leave empty cover only the rows that have one. As full indexes
 * they hold one huge group of NULLs, and once the planner has statistics (PostgreSQL's autovacuum,
 * SQLite's PRAGMA optimize) it judges them useless for `col = ?` and scans the table: looking up the
 * return shipments split off one CRS took 100 ms over 500,000 CRS instead of a fraction of one (2 cores,
 * 2026-11-23). Both backends use a `col is not null` partial index for `col = ?`.
 */
const PARTIAL = [
  { name: 'crs_split_from', table: 'customer_return_shipments', column: 'split_from_id' },
  { name: 'stock_moves_shipment', table: 'stock_moves', column: 'shipment_id' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, table, column } of PARTIAL) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on(table).column(column).where(sql.ref(column), 'is not', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name, table, column } of PARTIAL) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}
