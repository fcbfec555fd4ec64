import { sql, type Kysely } from 'kysely';
import { insertRows } from '../bulk-statements.ts';
import { dbKind, type Db } from '../connect.ts';
import { customerTerms, orderTerms, shipmentTerms } from '../search-terms.ts';

/**
 * The staff search over orders and shipments (docs/admin-api.md "Search"): the terms of customers, of
 * orders and of customer shipments, each in a table of its own (src/db/schema.ts), filled here for the
 * records written before it.
 *
 * A search word is a prefix, read as a range of the b-tree on `term` (src/db/search-terms.ts
 * `prefixRange`), never as LIKE: both backends use the index for a range whatever their collation.
 * The column compares bytes on both, so that a range is exactly a prefix: SQLite's default BINARY, and
 * the "C" collation on PostgreSQL, whose database default may be a linguistic one (under which `ab-d`
 * can sort between `abc` and `abd`). Each index carries the owner columns, so a search reads the index
 * alone; a table per kind of owner gives PostgreSQL's planner the distribution of that kind's terms
 * (one table's histogram mixed SKUs and names: it expected thousands of customers where none matched).
 * Orders are found through their customer's terms by `sales_orders (customer_id, id)`.
 */
const TABLES: { table: string; owners: [column: string, references: string][] }[] = [
  { table: 'customer_search_terms', owners: [['customer_id', 'customers']] },
  { table: 'order_search_terms', owners: [['order_id', 'sales_orders']] },
  {
    table: 'shipment_search_terms',
    owners: [
      ['shipment_id', 'customer_shipments'],
      ['order_id', 'sales_orders'],
    ],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, owners } of TABLES) {
    let create = db.schema.createTable(table).addColumn('term', dbKind(db) === 'postgres' ? sql`text collate "C"` : 'text', (c) => c.notNull());
    for (const [column, references] of owners) create = create.addColumn(column, 'integer', (c) => c.notNull().references(`${references}.id`));
    await create.execute();
  }
  await backfill(db as unknown as Db);
  // Built after the backfill: one sort each instead of a million index insertions.
  for (const { table, owners } of TABLES) {
    await db.schema
      .createIndex(`${table}_term`)
      .on(table)
      .columns(['term', ...owners.map(([column]) => column)])
      .execute();
  }
  await db.schema.createIndex('customer_search_terms_customer').on('customer_search_terms').column('customer_id').execute();
  await db.schema.createIndex('sales_orders_customer').on('sales_orders').columns(['customer_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sales_orders_customer').execute();
  for (const { table } of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}

const CHUNK = 2_000;

/** The terms of every customer, order and shipment, read and written a chunk of ids at a time. */
async function backfill(db: Db): Promise<void> {
  await eachChunk(db, 'customers', async (first, last) => {
    const rows = await db.selectFrom('customers').select(['id', 'name', 'email']).where('id', '>=', first).where('id', '<=', last).execute();
    await insertRows(
      db,
      'customer_search_terms',
      rows.flatMap((r) => customerTerms(r.name, r.email).map((term) => ({ term, customer_id: r.id }))),
    );
  });
  await eachChunk(db, 'sales_orders', async (first, last) => {
    const rows = await db.selectFrom('sales_orders').select(['id', 'number', 'reference']).where('id', '>=', first).where('id', '<=', last).execute();
    await insertRows(
      db,
      'order_search_terms',
      rows.flatMap((r) => orderTerms(r.number, r.reference).map((term) => ({ term, order_id: r.id }))),
    );
  });
  await eachChunk(db, 'customer_shipments', async (first, last) => {
    const shipments = await db
      .selectFrom('customer_shipments')
      .select(['id', 'order_id', 'number', 'tracking_number'])
      .where('id', '>=', first)
      .where('id', '<=', last)
      .execute();
    const codes = await db
      .selectFrom('customer_shipment_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.shipment_id', 'p.code as value'])
      .where('l.shipment_id', '>=', first)
      .where('l.shipment_id', '<=', last)
      .execute();
    const trackings = await db
      .selectFrom('packages')
      .select(['shipment_id', 'tracking_number as value'])
      .where('shipment_id', '>=', first)
      .where('shipment_id', '<=', last)
      .where('tracking_number', 'is not', null)
      .execute();
    const values = new Map(shipments.map((s) => [s.id, [s.number, s.tracking_number]]));
    for (const row of [...codes, ...trackings]) values.get(row.shipment_id)?.push(row.value);
    await insertRows(
      db,
      'shipment_search_terms',
      shipments.flatMap((s) => shipmentTerms(values.get(s.id)!).map((term) => ({ term, shipment_id: s.id, order_id: s.order_id }))),
    );
  });
}

/** Calls `write` for each range of CHUNK ids of a table (its first and last id), in id order. */
async function eachChunk(
  db: Db,
  table: 'customers' | 'sales_orders' | 'customer_shipments',
  write: (first: number, last: number) => Promise<void>,
): Promise<void> {
  for (let after = 0; ; ) {
    const ids = await db.selectFrom(table).select('id').where('id', '>', after).orderBy('id').limit(CHUNK).execute();
    if (ids.length === 0) return;
    await write(ids[0]!.id, ids.at(-1)!.id);
    after = ids.at(-1)!.id;
  }
}
